"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { fieldId } from "@/components/programs/field-labels";
import { useFieldError } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
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
  const messages = useProgramMessages();
  const t = messages.sections.customFields;
  const name = `customFields.${index}.options` as const;
  const { control } = useFormContext<ProgramFormValues>();
  const { field } = useController({ control, name });
  // Local text keeps what the person typed (e.g. a trailing comma) while the form holds the parsed list.
  const [text, setText] = useState(() => (field.value ?? []).join(", "));
  const error = useFieldError(name);

  return (
    <Field
      id={fieldId(name)}
      label={messages.customFields.options}
      hint={t.optionsHint}
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
          placeholder={t.optionsPlaceholder}
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
