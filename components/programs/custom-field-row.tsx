"use client";

import { useFormContext, useWatch } from "react-hook-form";
import {
  CheckboxControl,
  NumberControl,
  optionsOf,
  SelectControl,
  TextControl,
} from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { OptionsInput } from "@/components/programs/options-input";
import { Button } from "@/components/ui/button";
import { CUSTOM_FIELD_TYPES, type ProgramFormValues } from "@/lib/schemas/program";

type CustomFieldRowProps = { index: number; onRemove: () => void };

export function CustomFieldRow({ index, onRemove }: CustomFieldRowProps) {
  const messages = useProgramMessages();
  const t = messages.sections.customFields;
  const L = messages.customFields;
  const { control } = useFormContext<ProgramFormValues>();
  const type = useWatch({ control, name: `customFields.${index}.type` });
  const number = index + 1;
  const headingId = `custom-field-${number}-title`;

  return (
    <li className="repeater__item" aria-labelledby={headingId}>
      <div className="repeater__header">
        <h2 id={headingId}>{t.item(number)}</h2>
        <Button variant="danger" size="small" onClick={onRemove} aria-label={t.removeLabel(number)}>
          {t.remove}
        </Button>
      </div>
      <div className="form-grid">
        <TextControl name={`customFields.${index}.name`} label={L.name} isRequired hint={t.keyHint} />
        <TextControl name={`customFields.${index}.displayName`} label={L.displayName} />
        <SelectControl
          name={`customFields.${index}.type`}
          label={L.type}
          options={optionsOf(messages.options.customFieldTypes, CUSTOM_FIELD_TYPES)}
        />
        <TextControl name={`customFields.${index}.defaultValue`} label={L.defaultValue} />
        <NumberControl name={`customFields.${index}.points`} label={L.points} max={1_000_000} />
        {type === "selection" && <OptionsInput index={index} />}
        <CheckboxControl name={`customFields.${index}.required`} label={L.required} className="span-all" />
      </div>
    </li>
  );
}
