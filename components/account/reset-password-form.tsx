"use client";

import Link from "next/link";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { accountProblemText } from "@/components/account/error-text";
import { ACCOUNT_MESSAGES } from "@/components/account/i18n/messages";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { newPasswordSchema } from "@/components/account/new-password-schema";
import { useFormMessage } from "@/components/account/use-form-message";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";

type Values = z.infer<typeof newPasswordSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const isHydrated = useIsHydrated();
  const t = useMessages(ACCOUNT_MESSAGES);
  const api = useApiMessages();
  const { message: outcome, show, ref: messageRef } = useFormMessage();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: typedZodResolver(newPasswordSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const result = await callApi(
      apiClient.POST("/v2/password-reset/confirm", { body: { token, password: newPassword } }),
    );
    show(
      result.ok
        ? { ok: true, text: t.reset.done }
        : { ok: false, text: accountProblemText(result.problem, t.api, api) },
    );
  });

  if (outcome?.ok) {
    return (
      <div role="status" tabIndex={-1} ref={messageRef} className="form">
        <Alert tone="success" title={t.reset.doneTitle}>
          {outcome.text}
        </Alert>
        <Link href="/signin" className="button button--primary button--block">
          {t.reset.signIn}
        </Link>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <fieldset className="bare-fieldset form" disabled={!isHydrated}>
        <div role="alert" className="live-slot" tabIndex={-1} ref={messageRef}>
          {outcome && (
            <Alert tone="error">
              {outcome.text} <Link href="/forgot-password">{t.reset.askNewLink}</Link>
            </Alert>
          )}
        </div>
        <NewPasswordFields
          newPassword={register("newPassword")}
          repeatPassword={register("repeatPassword")}
          errors={{ newPassword: errors.newPassword, repeatPassword: errors.repeatPassword }}
          typed={watch("newPassword")}
        />
        <Button type="submit" isBlock isBusy={isSubmitting}>
          {isSubmitting ? t.saving : t.reset.submit}
        </Button>
      </fieldset>
    </form>
  );
}
