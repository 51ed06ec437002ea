"use client";

import { useId } from "react";
import { type Resolver, useForm } from "react-hook-form";
import styles from "@/components/api-keys/api-keys.module.css";
import { createAppKey } from "@/components/api-keys/api-keys-api";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { addDays } from "@/lib/clock";
import { APP_KEY_LIMITS, type CreatedAppKeyDto, createAppKeySchema } from "@/lib/schemas/app-key";

const EXPIRY_DAYS = { d30: 30, d90: 90, y1: 365, y2: 2 * 365 } as const;
type Expiry = keyof typeof EXPIRY_DAYS;

export type TemplateChoice = { id: string; name: string };

type FormValues = {
  name: string;
  access: "full" | "readOnly";
  expiry: Expiry;
  /** One checkbox per template; a single checked one may come back as a string, none as false. */
  allowedTemplates: string[] | string | false;
};

const DEFAULTS: FormValues = { name: "", access: "full", expiry: "y1", allowedTemplates: [] };

// The name is checked by the API's own schema (the other fields are choices that cannot be wrong).
const checkName = typedZodResolver(createAppKeySchema.pick({ name: true }));
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const name = values.name.trim();
  const checked = await checkName({ name }, context, options as never);
  if (Object.keys(checked.errors).length > 0) return { values: {}, errors: checked.errors };
  return { values: { ...values, name }, errors: {} };
};

const chosenTemplates = (value: FormValues["allowedTemplates"]): string[] =>
  Array.isArray(value) ? value : typeof value === "string" ? [value] : [];

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
  const { register, handleSubmit, setError, reset, getValues, formState } = useForm<FormValues>({
    defaultValues: DEFAULTS,
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const allowed = chosenTemplates(values.allowedTemplates);
    const body = {
      name: values.name,
      fullAccess: values.access === "full",
      expires: addDays(new Date(), EXPIRY_DAYS[values.expiry]).toISOString(),
      allowedTemplates: allowed.length > 0 ? allowed : null,
    };
    const result = await createAppKey(body, crypto.randomUUID(), t.errors);
    if (!result.ok) {
      if (result.field === "name") setError("name", { type: "server" }, { shouldFocus: true });
      else setError("root", { message: result.message });
      return;
    }
    // Access and expiry stay as chosen for the next key; the name and the template limit start over.
    reset({ ...getValues(), name: "", allowedTemplates: [] });
    onCreated(result.data);
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.create.title}</h2>
      <Field
        id={`${id}-name`}
        label={t.create.name}
        hint={t.create.nameHint}
        error={errors.name && t.create.errors.name(APP_KEY_LIMITS.nameMaxLength)}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            {...register("name")}
            className="input"
            maxLength={APP_KEY_LIMITS.nameMaxLength}
            autoComplete="off"
          />
        )}
      </Field>
      <fieldset className="plain-fieldset">
        <legend>{t.create.access}</legend>
        <div className={styles.choices}>
          {(["full", "readOnly"] as const).map((access) => (
            <div className="checkbox" key={access}>
              <input type="radio" id={`${id}-access-${access}`} value={access} {...register("access")} />
              <label htmlFor={`${id}-access-${access}`}>
                {access === "readOnly" ? t.create.readOnly : t.create.full}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-expires`} label={t.create.expires}>
        {(control) => (
          <select {...control} {...register("expiry")} className="select">
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
              <input {...control} {...register("allowedTemplates")} type="checkbox" value={template.id} />
            )}
          </CheckboxField>
        ))}
      </fieldset>
      {errors.root?.message && (
        <div role="alert">
          <Alert tone="error">{errors.root.message}</Alert>
        </div>
      )}
      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {t.create.submit}
        </Button>
      </div>
    </form>
  );
}
