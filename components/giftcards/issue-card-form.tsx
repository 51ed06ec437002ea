"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { components } from "@/components/api/v2";
import { amountFromInput } from "@/components/giftcards/amount-input";
import { giftCardIssues, giftCardIssueText } from "@/components/giftcards/error-text";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";
import { formatMoney } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldErrorKind, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import type { Language } from "@/lib/i18n/language";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import { DEFAULT_CURRENCY, issueGiftCardSchema } from "@/lib/schemas/giftcard";
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
type IssueBody = components["schemas"]["GiftCardIssue"];
type FormValues = Record<"initialValue" | "currency" | (typeof FIELDS)[number], string>;

const EMPTY: FormValues = {
  initialValue: "",
  currency: DEFAULT_CURRENCY,
  ...(Object.fromEntries(FIELDS.map((field) => [field, ""])) as Record<(typeof FIELDS)[number], string>),
};

/** "" → undefined, so optional fields are left out of the request instead of sent empty. */
const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Blank optional inputs mean "not given", as the API expects them left out rather than sent empty. */
const withoutBlanks = (values: FormValues) =>
  Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => (optional(value) ? [[key, value.trim()]] : [])),
  ) as Partial<FormValues>;

/**
 * What the API is sent: no blanks, and the amount as typed on the page (`25,50` in German) in the API's decimal
 * format, as redeeming and reloading read it; an amount that does not read as one goes as typed, for the schema
 * to refuse.
 */
const requestValues = (values: FormValues, language: Language) => {
  const given = withoutBlanks(values);
  const initialValue = given.initialValue && amountFromInput(given.initialValue, language);
  return initialValue ? { ...given, initialValue } : given;
};

const validate = typedZodResolver(formSchema) as unknown as Resolver<FieldValues>;
const resolverFor =
  (language: Language): Resolver<FormValues> =>
  (values, context, options) =>
    validate(requestValues(values, language), context, options as never) as never;

export function IssueCardForm({ programId }: { programId: string }) {
  const messages = useMessages(GIFT_CARD_MESSAGES);
  const api = useApiMessages();
  const language = useLanguageChoice().language;
  const router = useRouter();
  const id = useId();
  const text = messages.giftcards.issue;
  const [status, setStatus] = useState<string | null>(null);
  const [formIssue, setFormIssue] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    defaultValues: EMPTY,
    resolver: useMemo(() => resolverFor(language), [language]),
  });
  const { errors, isSubmitting } = formState;

  // Worded from the error's kind in the page's language (the schema's own text is English).
  const messageOf = (name: keyof FormValues) => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.type === "server") return error.message;
    if (name === "customerEmail" && error.type !== "missing") return messages.errors.email;
    return giftCardIssueText(name, fieldErrorKind(error), messages, api);
  };

  async function submit(values: FormValues) {
    setStatus(null);
    setFormIssue(null);
    const { initialValue = "", ...rest } = requestValues(values, language);
    const outcome = await callApi(
      apiClient.POST("/v2/giftcards/programs/{programId}/cards", {
        params: { path: { programId } },
        // The resolver checked the currency against the schema: one of the ISO 4217 codes the type lists.
        body: { initialValue, ...rest } as IssueBody,
      }),
    );
    if (!outcome.ok) {
      const known = new Set<string>(Object.keys(EMPTY));
      for (const issue of giftCardIssues(outcome.problem, messages, api)) {
        if (known.has(issue.name)) {
          setError(issue.name as keyof FormValues, { type: "server", message: issue.message });
        } else setFormIssue(issue.message);
      }
      return;
    }
    const card = outcome.data;
    const issued = text.issued(card.lastFourDigits, formatMoney(card.balance, card.currency, language));
    // A card with an e-mail address: its page's link goes out by e-mail on its own (the outbox).
    setStatus(card.customerEmail ? `${issued} ${text.linkSent(card.customerEmail)}` : issued);
    reset(EMPTY);
    router.refresh();
  }

  const input = (
    name: keyof FormValues,
    label: string,
    extra: { hint?: string; type?: string; required?: boolean; list?: string } = {},
  ) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      hint={extra.hint}
      error={messageOf(name)}
      isRequired={extra.required}
    >
      {(control) => (
        <input
          {...control}
          {...register(name)}
          className="input"
          type={extra.type ?? "text"}
          list={extra.list}
        />
      )}
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
        {input("currency", text.currency, { list: `${id}-currencies` })}
        <datalist id={`${id}-currencies`}>
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
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
