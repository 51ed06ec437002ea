"use client";

import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { EmailField, PasswordField } from "@/components/ui/credential-fields";
import { fieldErrorText } from "./error-text";
import { useLanguage } from "./i18n/use-language";
import { PasswordHint } from "./password-hint";
import type { SignupFormInput } from "./signup-form-schema";

export function AccountStep() {
  const { t } = useLanguage();
  const {
    register,
    control,
    trigger,
    formState: { errors },
  } = useFormContext<SignupFormInput>();
  const password = useWatch({ control, name: "password" });
  const confirmPassword = useWatch({ control, name: "confirmPassword" });
  const hasConfirmError = Boolean(errors.confirmPassword);
  // A shown "Repeat your password." or mismatch clears as soon as the two match, whichever field was edited.
  useEffect(() => {
    if (hasConfirmError && password === confirmPassword) void trigger("confirmPassword");
  }, [hasConfirmError, password, confirmPassword, trigger]);

  return (
    <>
      <EmailField id="signup-email" error={fieldErrorText("email", errors.email, t)} {...register("email")} />
      <PasswordField
        id="signup-password"
        purpose="new"
        hint={<PasswordHint password={password} t={t} />}
        error={fieldErrorText("password", errors.password, t)}
        {...register("password")}
      />
      <PasswordField
        id="signup-confirm-password"
        purpose="new"
        label={t.fields.confirmPassword}
        error={fieldErrorText("confirmPassword", errors.confirmPassword, t)}
        {...register("confirmPassword")}
      />
    </>
  );
}
