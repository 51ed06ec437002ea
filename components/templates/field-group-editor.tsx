"use client";

import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { DesignerValues } from "@/components/templates/designer-values";
import type { TemplateMessages } from "@/components/templates/i18n/en";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { fieldRoomOf, type PassFieldGroup } from "@/lib/passes/field-limits";
import type { PassKind } from "@/lib/passes/image-rules";
import styles from "./templates.module.css";

type FieldGroupEditorProps = {
  group: PassFieldGroup;
  kind: PassKind;
  t: TemplateMessages;
  errorFor: (name: string) => string | undefined;
};

/**
 * One row of pass fields (key, label, value), up to Apple's count for the kind — for store cards, coupons and
 * generic passes, with the secondary and auxiliary rows sharing four places.
 */
export function FieldGroupEditor({ group, kind, t, errorFor }: FieldGroupEditorProps) {
  const { control, register } = useFormContext<DesignerValues>();
  const { fields, append, remove } = useFieldArray({ control, name: group });
  const [secondary, auxiliary] = useWatch({ control, name: ["secondaryFields", "auxiliaryFields"] });
  const limit = fieldRoomOf(kind, group, {
    secondaryFields: secondary?.length ?? 0,
    auxiliaryFields: auxiliary?.length ?? 0,
  });
  const groupError = errorFor(group);
  const id = `group-${group}`;

  return (
    <fieldset className="plain-fieldset" aria-describedby={groupError ? `${id}-error` : undefined}>
      <legend className="field__label">
        {t.groups[group]} <span className="field__optional">({t.fieldCount(fields.length, limit)})</span>
      </legend>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.fieldRow}>
          {(["key", "label", "value"] as const).map((part) => {
            const name = `${group}.${index}.${part}` as const;
            const error = errorFor(name);
            return (
              <div key={part} className="field">
                <label className="field__label" htmlFor={name}>
                  {t.fields[part]}
                </label>
                <input
                  id={name}
                  className="input"
                  {...register(name)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${name}-error` : undefined}
                />
                <FieldError id={name} error={error} />
              </div>
            );
          })}
          <Button size="small" variant="ghost" onClick={() => remove(index)}>
            {t.removeField}
          </Button>
        </div>
      ))}
      <FieldError id={id} error={groupError} />
      {fields.length < limit && (
        <Button
          size="small"
          variant="secondary"
          onClick={() =>
            append({ key: `${group.replace("Fields", "")}${fields.length + 1}`, label: "", value: "" })
          }
        >
          {t.addField}
        </Button>
      )}
    </fieldset>
  );
}
