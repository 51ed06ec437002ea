"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { callAccountApi } from "@/components/account/account-api";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { newPasswordSchema } from "@/components/account/new-password-schema";
import { useFormMessage } from "@/components/account/use-form-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";

type Values = z.infer<typeof newPasswordSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const isHydrated = useIsHydrated();
  const { message: outcome, show, ref: messageRef } = useFormMessage();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const result = await callAccountApi("/v2/password-reset/confirm", "POST", {
      token,
      password: newPassword,
    });
    show(
      result.ok
        ? { ok: true, text: "Your password is changed. Sign in with the new one." }
        : { ok: false, text: result.issues[0]?.message ?? "The password could not be changed." },
    );
  });

  if (outcome?.ok) {
    return (
      <div role="status" tabIndex={-1} ref={messageRef} className="form">
        <Alert tone="success" title="Password changed">
          {outcome.text}
        </Alert>
        <Link href="/signin" className="button button--primary button--block">
          Sign in
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
              {outcome.text} <Link href="/forgot-password">Ask for a new link</Link>
            </Alert>
          )}
        </div>
        <NewPasswordFields
          newPassword={register("newPassword")}
          repeatPassword={register("repeatPassword")}
          errors={{
            newPassword: errors.newPassword?.message,
            repeatPassword: errors.repeatPassword?.message,
          }}
          typed={watch("newPassword")}
        />
        <Button type="submit" isBlock isBusy={isSubmitting}>
          {isSubmitting ? "Saving…" : "Set new password"}
        </Button>
      </fieldset>
    </form>
  );
}
