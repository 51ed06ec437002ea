import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PublicField } from "./public-field";

type OneTimeCodeFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** `register("code", { setValueAs: withoutSpaces })`: a code copied as "123 456" is sent as typed digits. */
  registration: UseFormRegisterReturn;
};

/** Spaces a customer copies with an e-mailed code ("123 456") are not part of it. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, "");

/**
 * The six-digit code a customer types from their e-mail (opening the card, deleting it): numeric keyboard, the
 * phone's own "code from Mail" suggestion, room for one space.
 */
export function OneTimeCodeField({ id, label, hint, error, registration }: OneTimeCodeFieldProps) {
  return (
    <PublicField id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <input
          {...described}
          {...registration}
          className="input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
      )}
    </PublicField>
  );
}
