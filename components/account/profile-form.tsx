"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { accountProblemText } from "@/components/account/error-text";
import { ACCOUNT_MESSAGES } from "@/components/account/i18n/messages";
import { useFormMessage } from "@/components/account/use-form-message";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { LANGUAGES, type Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";
import { ACCOUNT_LIMITS, accountUpdateSchema } from "@/lib/schemas/account";

type Values = z.input<typeof accountUpdateSchema>;

type ProfileFormProps = {
  name: string;
  /** The merchant's name for an owner; null for support staff, who have none to rename. */
  company: string | null;
  /** The account's saved language; null when never chosen (the page's language is preselected). */
  language: Language | null;
};

/** Name, the company (the merchant's name shown across the dashboard) and the language of the account. */
export function ProfileForm({ name, company, language: savedLanguage }: ProfileFormProps) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const { language: shown, chooseLanguage } = useLanguageChoice();
  const messages = useMessages(ACCOUNT_MESSAGES);
  const api = useApiMessages();
  const t = messages.profile;
  const { message, show, ref: messageRef } = useFormMessage();
  const language = savedLanguage ?? shown;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
    reset,
  } = useForm<Values, unknown, z.output<typeof accountUpdateSchema>>({
    resolver: typedZodResolver(accountUpdateSchema),
    defaultValues: company === null ? { name, language } : { name, company, language },
  });

  const onSubmit = handleSubmit(async (form) => {
    // The language is saved only once the person picks one; the preselected page language is no choice yet.
    const { language: _preselected, ...rest } = form;
    const values: typeof form = dirtyFields.language || savedLanguage ? form : rest;
    const result = await callApi(apiClient.PUT("/v2/account", { body: values }));
    if (!result.ok) {
      show({ ok: false, text: accountProblemText(result.problem, messages.api, api) });
      return;
    }
    reset(form);
    const next = values.language ?? shown;
    // The confirmation speaks the language just chosen; switching re-renders the whole page in it.
    show({ ok: true, text: messagesIn(ACCOUNT_MESSAGES, next).profile.saved });
    if (next !== shown) chooseLanguage(next);
    else router.refresh();
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t.title}</h2>
      <fieldset className="bare-fieldset form" disabled={!isHydrated}>
        <div role="status" className="live-slot" tabIndex={-1} ref={messageRef}>
          {message && <Alert tone={message.ok ? "success" : "error"}>{message.text}</Alert>}
        </div>
        <Field id="name" label={t.name} error={errors.name && t.errors.name(ACCOUNT_LIMITS.name.maxLength)}>
          {(control) => <input {...control} {...register("name")} className="input" autoComplete="name" />}
        </Field>
        {company !== null && (
          <Field
            id="company"
            label={t.company}
            error={errors.company && t.errors.company(ACCOUNT_LIMITS.company.maxLength)}
          >
            {(control) => (
              <input {...control} {...register("company")} className="input" autoComplete="organization" />
            )}
          </Field>
        )}
        <Field id="language" label={t.language} hint={t.languageHint}>
          {(control) => (
            <select {...control} {...register("language")} className="select">
              {LANGUAGES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {t.languages[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" isBusy={isSubmitting} disabled={!isDirty && !isSubmitting}>
          {isSubmitting ? messages.saving : t.save}
        </Button>
      </fieldset>
    </form>
  );
}
