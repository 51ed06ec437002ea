"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { callApi, type FieldIssue, optional } from "@/components/giftcards/api-client";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { DEFAULT_CURRENCY, type GiftCardDto, issueGiftCardSchema } from "@/lib/schemas/giftcard";
import styles from "./giftcards.module.css";

/** The API's own schema, minus `expiresAt` (the default year is what the dashboard issues). */
const formSchema = issueGiftCardSchema.omit({ expiresAt: true });
const FIELDS = [
  "customerEmail",
  "customerName",
  "customerPhone",
  "customerId",
  "senderName",
  "customMessage",
] as const;
type FormValues = Record<"initialValue" | "currency" | (typeof FIELDS)[number], string>;

const EMPTY: FormValues = {
  initialValue: "",
  currency: DEFAULT_CURRENCY,
  ...(Object.fromEntries(FIELDS.map((field) => [field, ""])) as Record<(typeof FIELDS)[number], string>),
};

/** Blank optional inputs mean "not given", as the API expects them left out rather than sent empty. */
const withoutBlanks = (values: FormValues) =>
  Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => (optional(value) ? [[key, value.trim()]] : [])),
  );

const validate = typedZodResolver(formSchema) as unknown as Resolver<FieldValues>;
const resolver: Resolver<FormValues> = (values, context, options) =>
  validate(withoutBlanks(values), context, options as never) as never;

export function IssueCardForm({ programId }: { programId: string }) {
  const messages = useMessages(GIFT_CARD_MESSAGES);
  const router = useRouter();
  const id = useId();
  const text = messages.giftcards.issue;
  const [status, setStatus] = useState<string | null>(null);
  const [formIssue, setFormIssue] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    defaultValues: EMPTY,
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const messageOf = (name: keyof FormValues) => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.type === "missing") return messages.errors.missing;
    if (name === "customerEmail") return messages.errors.email;
    return error.message;
  };

  async function submit(values: FormValues) {
    setStatus(null);
    setFormIssue(null);
    const outcome = await callApi<GiftCardDto>({
      url: `/v2/giftcards/programs/${programId}/cards`,
      method: "POST",
      body: withoutBlanks(values),
      messages,
    });
    if (!outcome.ok) {
      const known = new Set<string>(Object.keys(EMPTY));
      outcome.issues.forEach((issue: FieldIssue) => {
        if (known.has(issue.name)) setError(issue.name as keyof FormValues, { message: issue.message });
        else setFormIssue(issue.message);
      });
      return;
    }
    setStatus(text.issued(outcome.data.lastFourDigits, `${outcome.data.balance} ${outcome.data.currency}`));
    reset(EMPTY);
    router.refresh();
  }

  const input = (
    name: keyof FormValues,
    label: string,
    extra: { hint?: string; type?: string; required?: boolean } = {},
  ) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      hint={extra.hint}
      error={messageOf(name)}
      isRequired={extra.required}
    >
      {(control) => <input {...control} {...register(name)} className="input" type={extra.type ?? "text"} />}
    </Field>
  );

  return (
    <form className="form-section" onSubmit={handleSubmit(submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {text.title}
      </h2>
      <div className="form-grid">
        {input("initialValue", text.initialValue, {
          hint: text.initialValueHint,
          required: true,
          type: "text",
        })}
        {input("currency", text.currency)}
        {input("customerEmail", text.customerEmail, { type: "email" })}
        {input("customerName", text.customerName)}
        {input("customerPhone", text.customerPhone, { type: "tel" })}
        {input("customerId", text.customerId)}
        {input("senderName", text.senderName)}
        {input("customMessage", text.customMessage)}
      </div>
      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {text.submit}
        </Button>
        <p className="form-status form-status--success" role="status">
          {status}
        </p>
      </div>
      {formIssue && <Alert tone="error">{formIssue}</Alert>}
    </form>
  );
}
