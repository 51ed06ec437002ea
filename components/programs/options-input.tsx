"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { CUSTOM_FIELD_LABELS, fieldId } from "@/components/programs/field-labels";
import { useFieldError } from "@/components/programs/form-controls";
import { Field } from "@/components/ui/field";
import type { ProgramFormValues } from "@/lib/schemas/program";

export function parseOptions(text: string): string[] | null {
  const options = text
    .split(",")
    .map((option) => option.trim())
    .filter(Boolean);
  return options.length > 0 ? options : null;
}

/** The choices of a selection field, typed as one comma-separated line. */
export function OptionsInput({ index }: { index: number }) {
  const name = `customFields.${index}.options` as const;
  const { control } = useFormContext<ProgramFormValues>();
  const { field } = useController({ control, name });
  // Local text keeps what the person typed (e.g. a trailing comma) while the form holds the parsed list.
  const [text, setText] = useState(() => (field.value ?? []).join(", "));
  const error = useFieldError(name);

  return (
    <Field
      id={fieldId(name)}
      label={CUSTOM_FIELD_LABELS.options}
      hint="The choices customers pick from, separated by commas."
      error={error}
      className="span-all"
    >
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          name={field.name}
          className="input"
          value={text}
          placeholder="Small, Medium, Large"
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(parseOptions(event.target.value));
          }}
        />
      )}
    </Field>
  );
}
