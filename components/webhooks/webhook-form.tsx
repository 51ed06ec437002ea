"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { fieldOf } from "@/components/api/parse-api-error";
import { useMessages } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { WEBHOOK_MESSAGES, type WebhookMessages } from "@/components/webhooks/i18n/messages";
import { webhooksApi } from "@/components/webhooks/webhooks-api";
import {
  createWebhookSchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookFormValues,
  type WebhookWithSecretDto,
} from "@/lib/schemas/webhook";
import styles from "./webhooks.module.css";

const formSchema = createWebhookSchema.pick({ url: true, events: true, description: true });
type FormValues = { url: string; events: string[]; description: string };
const EMPTY: FormValues = { url: "", events: [], description: "" };

/** Worded from the error's kind (the schema's Pydantic type or the API's), never from the English message. */
function wording(name: keyof FormValues, type: string | undefined, messages: WebhookMessages): string {
  const { errors } = messages;
  if (name === "events") return errors.chooseEvent;
  if (name === "description") return errors.tooLong;
  if (type === "missing") return errors.required;
  if (type === "url_scheme") return errors.httpsOnly;
  if (type === "value_error") return errors.notPublic;
  if (type === "url_too_long") return errors.tooLong;
  return errors.invalidUrl;
}

const toInput = (values: FormValues): WebhookFormValues => ({
  url: values.url.trim() === "" ? (undefined as unknown as string) : values.url.trim(),
  events: values.events as WebhookFormValues["events"],
  ...(values.description.trim() && { description: values.description.trim() }),
});

const validate = typedZodResolver(formSchema);

export function WebhookForm({ onCreated }: { onCreated: (webhook: WebhookWithSecretDto) => void }) {
  const messages = useMessages(WEBHOOK_MESSAGES);
  const text = messages.add;
  const id = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    defaultValues: EMPTY,
    resolver: (values, context, options) =>
      validate(toInput(values) as never, context, options as never) as never,
  });
  const { errors, isSubmitting } = formState;
  const errorOf = (name: keyof FormValues) =>
    errors[name] ? wording(name, errors[name]?.type as string | undefined, messages) : undefined;

  async function submit(values: FormValues) {
    const outcome = await webhooksApi.create(toInput(values) as { url: string; events: string[] });
    if (outcome.ok) {
      reset(EMPTY);
      onCreated(outcome.data);
      return;
    }
    const { problem } = outcome;
    if (problem.status === 422 && problem.issues.length > 0) {
      for (const issue of problem.issues) {
        const field = fieldOf(issue);
        if (field === "url" || field === "events" || field === "description")
          setError(field, { type: issue.type, message: issue.type }, { shouldFocus: true });
      }
      return;
    }
    const message =
      problem.status === 401
        ? messages.errors.session
        : problem.status === 409
          ? messages.errors.limit
          : messages.errors.generic;
    setError("root", { message });
  }

  const eventsError = errorOf("events");
  return (
    <form className="form-section" onSubmit={handleSubmit(submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      <div className="form-grid">
        <Field id={`${id}-url`} label={text.url} hint={text.urlHint} error={errorOf("url")} isRequired>
          {(control) => (
            <input
              {...control}
              {...register("url")}
              className="input"
              type="url"
              inputMode="url"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id={`${id}-description`}
          label={text.description}
          hint={text.descriptionHint}
          error={errorOf("description")}
        >
          {(control) => <input {...control} {...register("description")} className="input" type="text" />}
        </Field>
        <fieldset
          className={`span-all ${styles.events}`}
          aria-describedby={`${id}-events-hint${eventsError ? ` ${id}-events-error` : ""}`}
          aria-invalid={eventsError ? true : undefined}
        >
          <legend>{text.events}</legend>
          <p id={`${id}-events-hint`} className="field__hint">
            {text.eventsHint}
          </p>
          <div className={styles.eventsGrid}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="checkbox">
                <input type="checkbox" value={type} {...register("events")} />
                <span>
                  {messages.events[type]} <code>{type}</code>
                </span>
              </label>
            ))}
          </div>
          {eventsError && (
            <p id={`${id}-events-error`} className="field__error">
              {eventsError}
            </p>
          )}
        </fieldset>
      </div>
      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {text.submit}
        </Button>
      </div>
      {errors.root && (
        <p className={styles.error} role="alert">
          {errors.root.message}
        </p>
      )}
    </form>
  );
}
