"use client";

import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useMessages } from "@/components/i18n/language-context";
import { Field } from "@/components/ui/field";
import { UI_MESSAGES } from "@/components/ui/i18n/messages";

/**
 * What a credential field takes: an id, the form's words for its error (and a hint), and react-hook-form's
 * registration spread on it: `<EmailField id="email" error={…} {...register("email")} />`.
 */
type CredentialFieldProps = UseFormRegisterReturn & {
  id: string;
  /** "E-mail" / "Password" in the page's language unless the form names the field otherwise. */
  label?: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** An e-mail address: the browser's address keyboard and autofill, no autocapitalisation or spelling marks. */
export function EmailField({ id, label, hint, error, ...registration }: CredentialFieldProps) {
  const t = useMessages(UI_MESSAGES).fields;
  return (
    <Field id={id} label={label ?? t.email} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          className="input"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
    </Field>
  );
}

type PasswordFieldProps = CredentialFieldProps & {
  /** An existing password (sign-in, proving who you are) or one being chosen: password managers fill or offer one. */
  purpose: "current" | "new";
};

/** A password, masked, with the autofill its purpose asks for. */
export function PasswordField({ id, label, hint, error, purpose, ...registration }: PasswordFieldProps) {
  const t = useMessages(UI_MESSAGES).fields;
  return (
    <Field id={id} label={label ?? t.password} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          className="input"
          type="password"
          autoComplete={purpose === "new" ? "new-password" : "current-password"}
        />
      )}
    </Field>
  );
}
