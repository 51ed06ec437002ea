"use client";

import { useForm } from "react-hook-form";
import { z } from "zod";
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
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";

const changePasswordFormSchema = z.object({ currentPassword: z.string().min(1) }).and(newPasswordSchema);

type Values = z.infer<typeof changePasswordFormSchema>;

export function ChangePasswordForm() {
  const isHydrated = useIsHydrated();
  const t = useMessages(ACCOUNT_MESSAGES);
  const api = useApiMessages();
  const { message, show, ref: messageRef } = useFormMessage();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: typedZodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeatPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await callApi(
      apiClient.POST("/v2/account/password", { body: { currentPassword, newPassword } }),
    );
    if (result.ok) {
      reset();
      show({ ok: true, text: t.password.changed });
    } else {
      show({ ok: false, text: accountProblemText(result.problem, t.api, api) });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading">{t.password.title}</h2>
      <fieldset className="bare-fieldset form" disabled={!isHydrated}>
        <div role="status" className="live-slot" tabIndex={-1} ref={messageRef}>
          {message && <Alert tone={message.ok ? "success" : "error"}>{message.text}</Alert>}
        </div>
        <Field
          id="currentPassword"
          label={t.password.current}
          error={errors.currentPassword && t.password.errors.current}
        >
          {(control) => (
            <input
              {...control}
              {...register("currentPassword")}
              className="input"
              type="password"
              autoComplete="current-password"
            />
          )}
        </Field>
        <NewPasswordFields
          newPassword={register("newPassword")}
          repeatPassword={register("repeatPassword")}
          errors={{ newPassword: errors.newPassword, repeatPassword: errors.repeatPassword }}
          typed={watch("newPassword")}
        />
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? t.saving : t.password.change}
        </Button>
      </fieldset>
    </form>
  );
}
