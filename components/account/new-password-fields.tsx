"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { en } from "@/components/signup/i18n/en";
import { PasswordHint } from "@/components/signup/password-hint";
import { Field } from "@/components/ui/field";

type NewPasswordFieldsProps = {
  newPassword: UseFormRegisterReturn;
  repeatPassword: UseFormRegisterReturn;
  errors: { newPassword?: string; repeatPassword?: string };
  /** What is typed so far, for the strength hint the signup shows. */
  typed: string;
};

/** A new password and its repetition. */
export function NewPasswordFields({ newPassword, repeatPassword, errors, typed }: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        id="newPassword"
        label="New password"
        hint={<PasswordHint password={typed} t={en} />}
        error={errors.newPassword}
      >
        {(control) => (
          <input
            {...control}
            {...newPassword}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field id="repeatPassword" label="Repeat new password" error={errors.repeatPassword}>
        {(control) => (
          <input
            {...control}
            {...repeatPassword}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
    </>
  );
}
