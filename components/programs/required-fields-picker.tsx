"use client";

import { useRef, useState } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { fieldId } from "@/components/programs/field-labels";
import { useFieldError } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError, FieldHint } from "@/components/ui/field";
import type { ProgramFormValues } from "@/lib/schemas/program";

function customFieldNames(fields: ProgramFormValues["customFields"]): string[] {
  const names = (fields ?? []).map((field) => field.name?.trim() ?? "").filter(Boolean);
  return [...new Set(names)];
}

export function RequiredFieldsPicker() {
  const messages = useProgramMessages();
  const t = messages.sections.requiredFields;
  const { control } = useFormContext<ProgramFormValues>();
  const { field } = useController({ control, name: "requiredFields" });
  const customFields = useWatch({ control, name: "customFields" });
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement | null>(null);
  const error = useFieldError("requiredFields");
  const id = fieldId("requiredFields");
  const selected = field.value ?? [];
  const suggestions = customFieldNames(customFields).filter((name) => !selected.includes(name));

  const add = (value: string) => {
    const name = value.trim();
    if (name && !selected.includes(name)) field.onChange([...selected, name]);
  };
  const remove = (name: string) => {
    field.onChange(selected.filter((item) => item !== name));
    inputRef.current?.focus();
  };
  const addDraft = () => {
    add(draft);
    setDraft("");
  };

  return (
    <fieldset className="field plain-fieldset">
      <legend>{messages.fields.requiredFields}</legend>
      <FieldHint id={id} hint={t.hint} />
      {selected.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ul className="chips" aria-label={t.chosen}>
          {selected.map((name) => (
            <li key={name} className="chip">
              {name}
              <button type="button" onClick={() => remove(name)} aria-label={t.removeLabel(name)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <div className="chips">
          {suggestions.map((name) => (
            <Button
              key={name}
              variant="secondary"
              size="small"
              onClick={() => add(name)}
              aria-label={t.requireLabel(name)}
            >
              + {name}
            </Button>
          ))}
        </div>
      )}
      <label htmlFor={id} className="field__label">
        {t.addByName}
      </label>
      <div className="inline-input">
        <input
          {...describedBy({ id, hint: t.hint, error })}
          ref={(element) => {
            field.ref(element);
            inputRef.current = element;
          }}
          className="input"
          value={draft}
          list={`${id}-suggestions`}
          autoComplete="off"
          onBlur={field.onBlur}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            addDraft();
          }}
        />
        <Button variant="secondary" onClick={addDraft} disabled={draft.trim() === ""}>
          {t.add}
        </Button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
