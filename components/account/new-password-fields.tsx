"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { ACCOUNT_MESSAGES } from "@/components/account/i18n/messages";
import { newPasswordErrorText } from "@/components/account/new-password-schema";
import { useMessages } from "@/components/i18n/language-context";
import { MESSAGES as SIGNUP_MESSAGES } from "@/components/signup/i18n/messages";
import { PasswordHint } from "@/components/signup/password-hint";
import { PasswordField } from "@/components/ui/credential-fields";

type NewPasswordFieldsProps = {
  newPassword: UseFormRegisterReturn;
  repeatPassword: UseFormRegisterReturn;
  errors: { newPassword?: FieldError; repeatPassword?: FieldError };
  /** What is typed so far, for the strength hint the signup shows. */
  typed: string;
};

/** A new password and its repetition. */
export function NewPasswordFields({ newPassword, repeatPassword, errors, typed }: NewPasswordFieldsProps) {
  const t = useMessages(ACCOUNT_MESSAGES).password;
  const signup = useMessages(SIGNUP_MESSAGES);
  return (
    <>
      <PasswordField
        id="newPassword"
        purpose="new"
        label={t.new}
        hint={<PasswordHint password={typed} t={signup} />}
        error={newPasswordErrorText(errors.newPassword, t.errors)}
        {...newPassword}
      />
      <PasswordField
        id="repeatPassword"
        purpose="new"
        label={t.repeat}
        error={newPasswordErrorText(errors.repeatPassword, t.errors)}
        {...repeatPassword}
      />
    </>
  );
}
