"use client";

import { useRef } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { CustomFieldRow } from "@/components/programs/custom-field-row";
import { ownErrorMessage } from "@/components/programs/form-errors";
import { newCustomFieldValues } from "@/components/programs/form-values";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { RequiredFieldsPicker } from "@/components/programs/required-fields-picker";
import { Button } from "@/components/ui/button";
import { FormSection } from "@/components/ui/form-section";
import { CUSTOM_FIELDS_MAX, type ProgramFormValues } from "@/lib/schemas/program";

export function CustomFieldsEditor() {
  const t = useProgramMessages().sections.customFields;
  const {
    control,
    formState: { errors },
  } = useFormContext<ProgramFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "customFields" });
  const listError = ownErrorMessage(errors.customFields);
  const canAdd = fields.length < CUSTOM_FIELDS_MAX;
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const removeAt = (index: number) => {
    remove(index);
    // The removed row took the focused button with it; land somewhere sensible instead of the page top.
    addButtonRef.current?.focus();
  };

  return (
    <FormSection id="section-custom-fields" title={t.title} description={t.description}>
      {fields.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ol className="repeater">
          {fields.map((field, index) => (
            <CustomFieldRow key={field.id} index={index} onRemove={() => removeAt(index)} />
          ))}
        </ol>
      )}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <p>
        <Button
          ref={addButtonRef}
          variant="secondary"
          onClick={() => append(newCustomFieldValues())}
          disabled={!canAdd}
        >
          {t.add}
        </Button>
        {!canAdd && <span className="muted"> {t.limit(CUSTOM_FIELDS_MAX)}</span>}
      </p>
      <RequiredFieldsPicker />
    </FormSection>
  );
}
