"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { callAccountApi } from "@/components/account/account-api";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { newPasswordSchema } from "@/components/account/new-password-schema";
import { useFormMessage } from "@/components/account/use-form-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";

const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, { error: "Enter your current password" }) })
  .and(newPasswordSchema);

type Values = z.infer<typeof changePasswordFormSchema>;

export function ChangePasswordForm() {
  const isHydrated = useIsHydrated();
  const { message, show, ref: messageRef } = useFormMessage();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeatPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await callAccountApi("/v2/account/password", "POST", { currentPassword, newPassword });
    if (result.ok) {
      reset();
      show({ ok: true, text: "Password changed. Use the new one next time you sign in." });
    } else {
      show({ ok: false, text: result.issues[0]?.message ?? "The password could not be changed." });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <fieldset className="bare-fieldset form" disabled={!isHydrated}>
        <div role="status" className="live-slot" tabIndex={-1} ref={messageRef}>
          {message && <Alert tone={message.ok ? "success" : "error"}>{message.text}</Alert>}
        </div>
        <Field id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
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
          errors={{
            newPassword: errors.newPassword?.message,
            repeatPassword: errors.repeatPassword?.message,
          }}
          typed={watch("newPassword")}
        />
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? "Saving…" : "Change password"}
        </Button>
      </fieldset>
    </form>
  );
}
