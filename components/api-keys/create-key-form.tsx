"use client";

import { type FormEvent, useId, useState } from "react";
import styles from "@/components/api-keys/api-keys.module.css";
import { createAppKey } from "@/components/api-keys/api-keys-api";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field } from "@/components/ui/field";
import { addDays } from "@/lib/clock";
import { APP_KEY_LIMITS, type CreatedAppKeyDto, createAppKeySchema } from "@/lib/schemas/app-key";

const EXPIRY_DAYS = { d30: 30, d90: 90, y1: 365, y2: 2 * 365 } as const;
type Expiry = keyof typeof EXPIRY_DAYS;

export type TemplateChoice = { id: string; name: string };

/** Name, access, expiry and an optional template limit; the key's secret goes to `onCreated`. */
export function CreateKeyForm({
  templates,
  onCreated,
}: {
  templates: TemplateChoice[];
  onCreated: (key: CreatedAppKeyDto) => void;
}) {
  const t = useMessages(API_KEY_MESSAGES);
  const id = useId();
  const [name, setName] = useState("");
  const [isReadOnly, setIsReadOnly] = useState(false);
  const [expiry, setExpiry] = useState<Expiry>("y1");
  const [allowed, setAllowed] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const nameProblem = !createAppKeySchema.shape.name.safeParse(name.trim()).success;
    setNameError(nameProblem ? t.create.errors.name(APP_KEY_LIMITS.nameMaxLength) : undefined);
    if (nameProblem) {
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setIsBusy(true);
    const values = {
      name: name.trim(),
      fullAccess: !isReadOnly,
      expires: addDays(new Date(), EXPIRY_DAYS[expiry]).toISOString(),
      allowedTemplates: allowed.length > 0 ? allowed : null,
    };
    const result = await createAppKey(values, crypto.randomUUID(), t.errors);
    setIsBusy(false);
    if (!result.ok) {
      if (result.field === "name") setNameError(t.create.errors.name(APP_KEY_LIMITS.nameMaxLength));
      else setFormError(result.message);
      return;
    }
    setName("");
    setAllowed([]);
    onCreated(result.data);
  };

  const toggle = (templateId: string, isOn: boolean) =>
    setAllowed((current) =>
      isOn ? [...current, templateId] : current.filter((item) => item !== templateId),
    );

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.create.title}</h2>
      <Field id={`${id}-name`} label={t.create.name} hint={t.create.nameHint} error={nameError} isRequired>
        {(control) => (
          <input
            {...control}
            className="input"
            value={name}
            maxLength={APP_KEY_LIMITS.nameMaxLength}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="plain-fieldset">
        <legend>{t.create.access}</legend>
        <div className={styles.choices}>
          {[false, true].map((readOnly) => (
            <div className="checkbox" key={String(readOnly)}>
              <input
                type="radio"
                id={`${id}-access-${readOnly}`}
                name={`${id}-access`}
                checked={isReadOnly === readOnly}
                onChange={() => setIsReadOnly(readOnly)}
              />
              <label htmlFor={`${id}-access-${readOnly}`}>
                {readOnly ? t.create.readOnly : t.create.full}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-expires`} label={t.create.expires}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as Expiry)}
          >
            {(Object.keys(EXPIRY_DAYS) as Expiry[]).map((option) => (
              <option key={option} value={option}>
                {t.create.expiryOptions[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="plain-fieldset" aria-describedby={`${id}-templates-hint`}>
        <legend>{t.create.templates}</legend>
        <p id={`${id}-templates-hint`} className="field__hint">
          {templates.length > 0 ? t.create.templatesHint : t.create.noTemplates}
        </p>
        {templates.map((template) => (
          <CheckboxField key={template.id} id={`${id}-t-${template.id}`} label={template.name}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={allowed.includes(template.id)}
                onChange={(event) => toggle(template.id, event.target.checked)}
              />
            )}
          </CheckboxField>
        ))}
      </fieldset>
      {formError && (
        <div role="alert">
          <Alert tone="error">{formError}</Alert>
        </div>
      )}
      <div className="form-actions">
        <Button type="submit" isBusy={isBusy}>
          {t.create.submit}
        </Button>
      </div>
    </form>
  );
}
