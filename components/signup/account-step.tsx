"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { fieldErrorText } from "./error-text";
import { useLanguage } from "./i18n/use-language";
import { PasswordHint } from "./password-hint";
import type { SignupFormInput } from "./signup-form-schema";

export function AccountStep() {
  const { t } = useLanguage();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SignupFormInput>();
  const password = useWatch({ control, name: "password" });

  return (
    <>
      <Field id="signup-email" label={t.fields.email} error={fieldErrorText("email", errors.email, t)}>
        {(control) => (
          <input
            {...control}
            {...register("email")}
            className="input"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field
        id="signup-password"
        label={t.fields.password}
        hint={<PasswordHint password={password} t={t} />}
        error={fieldErrorText("password", errors.password, t)}
      >
        {(control) => (
          <input
            {...control}
            {...register("password")}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field
        id="signup-confirm-password"
        label={t.fields.confirmPassword}
        error={fieldErrorText("confirmPassword", errors.confirmPassword, t)}
      >
        {(control) => (
          <input
            {...control}
            {...register("confirmPassword")}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
    </>
  );
}
