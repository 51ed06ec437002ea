"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { callAccountApi } from "@/components/account/account-api";
import { useFormMessage } from "@/components/account/use-form-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequestSchema } from "@/lib/schemas/account";

type Values = z.input<typeof passwordResetRequestSchema>;

const ENTER_EMAIL = "Enter the e-mail address you sign in with, like name@example.com";

export function ForgotPasswordForm() {
  const isHydrated = useIsHydrated();
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
    const result = await callAccountApi("/v2/password-reset", "POST", values);
    if (result.ok) {
      setSentTo(values.email);
      requestAnimationFrame(() => messageRef.current?.focus());
    } else {
      show({ ok: false, text: result.issues[0]?.message ?? "The link could not be sent." });
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
            <Alert tone="success" title="Check your inbox">
              If {sentTo} has an account, we sent it a link to choose a new password. The link works once, for{" "}
              {PASSWORD_RESET_TTL_MINUTES} minutes.
            </Alert>
          )}
          {failure && <Alert tone="error">{failure.text}</Alert>}
        </div>
        <Field id="email" label="E-mail" error={errors.email ? ENTER_EMAIL : undefined}>
          {(control) => (
            <input
              {...control}
              {...register("email")}
              className="input"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
        <Button type="submit" isBlock isBusy={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send reset link"}
        </Button>
      </fieldset>
    </form>
  );
}
