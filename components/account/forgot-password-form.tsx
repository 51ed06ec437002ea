"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { accountProblemText } from "@/components/account/error-text";
import { ACCOUNT_MESSAGES } from "@/components/account/i18n/messages";
import { useFormMessage } from "@/components/account/use-form-message";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/credential-fields";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequestSchema } from "@/lib/schemas/account";

type Values = z.input<typeof passwordResetRequestSchema>;

export function ForgotPasswordForm() {
  const isHydrated = useIsHydrated();
  const messages = useMessages(ACCOUNT_MESSAGES);
  const api = useApiMessages();
  const t = messages.forgot;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { message: failure, show, ref: messageRef } = useFormMessage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: typedZodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi(apiClient.POST("/v2/password-reset", { body: values }));
    if (result.ok) {
      setSentTo(values.email);
      requestAnimationFrame(() => messageRef.current?.focus());
    } else {
      show({ ok: false, text: accountProblemText(result.problem, messages.api, api) });
    }
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        show(null);
        void onSubmit(event);
      }}
    >
      <fieldset className="bare-fieldset form" disabled={!isHydrated}>
        <div role="status" className="live-slot" tabIndex={-1} ref={messageRef}>
          {sentTo && (
            <Alert tone="success" title={t.sentTitle}>
              {t.sent(sentTo, PASSWORD_RESET_TTL_MINUTES)}
            </Alert>
          )}
          {failure && <Alert tone="error">{failure.text}</Alert>}
        </div>
        <EmailField id="email" error={errors.email ? t.enterEmail : undefined} {...register("email")} />
        <Button type="submit" isBlock isBusy={isSubmitting}>
          {isSubmitting ? t.sending : t.send}
        </Button>
      </fieldset>
    </form>
  );
}
