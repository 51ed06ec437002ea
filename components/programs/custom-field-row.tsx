"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { CUSTOM_FIELD_LABELS as L } from "@/components/programs/field-labels";
import {
  CheckboxControl,
  NumberControl,
  optionsOf,
  SelectControl,
  TextControl,
} from "@/components/programs/form-controls";
import { CUSTOM_FIELD_TYPE_LABELS } from "@/components/programs/labels";
import { OptionsInput } from "@/components/programs/options-input";
import { Button } from "@/components/ui/button";
import { CUSTOM_FIELD_TYPES, type ProgramFormValues } from "@/lib/schemas/program";

type CustomFieldRowProps = { index: number; onRemove: () => void };

export function CustomFieldRow({ index, onRemove }: CustomFieldRowProps) {
  const { control } = useFormContext<ProgramFormValues>();
  const type = useWatch({ control, name: `customFields.${index}.type` });
  const number = index + 1;
  const headingId = `custom-field-${number}-title`;

  return (
    <li className="repeater__item" aria-labelledby={headingId}>
      <div className="repeater__header">
        <h2 id={headingId}>Custom field {number}</h2>
        <Button variant="danger" size="small" onClick={onRemove} aria-label={`Remove custom field ${number}`}>
          Remove
        </Button>
      </div>
      <div className="form-grid">
        <TextControl
          name={`customFields.${index}.name`}
          label={L.name}
          isRequired
          hint="Used in the API and in required fields, such as birthday."
        />
        <TextControl name={`customFields.${index}.displayName`} label={L.displayName} />
        <SelectControl
          name={`customFields.${index}.type`}
          label={L.type}
          options={optionsOf(CUSTOM_FIELD_TYPE_LABELS, CUSTOM_FIELD_TYPES)}
        />
        <TextControl name={`customFields.${index}.defaultValue`} label={L.defaultValue} />
        <NumberControl name={`customFields.${index}.points`} label={L.points} max={1_000_000} />
        {type === "selection" && <OptionsInput index={index} />}
        <CheckboxControl name={`customFields.${index}.required`} label={L.required} className="span-all" />
      </div>
    </li>
  );
}
