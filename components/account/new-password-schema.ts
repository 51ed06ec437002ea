import { z } from "zod";
import type { AccountMessages } from "@/components/account/i18n/messages";
import { ACCOUNT_LIMITS } from "@/lib/schemas/account";

const { minLength, maxLength } = ACCOUNT_LIMITS.password;

export const PASSWORD_MISMATCH = "password_mismatch";

/**
 * The form's side of a new password: the API's bounds, and the repetition must match. Errors carry their kind;
 * `newPasswordErrorText` words them in the language shown.
 */
export const newPasswordSchema = z
  .object({
    newPassword: z.string().min(minLength).max(maxLength),
    repeatPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.repeatPassword, {
    path: ["repeatPassword"],
    params: { type: PASSWORD_MISMATCH },
  });

/** What to say under a new-password field, from its error's kind. */
export function newPasswordErrorText(
  error: { type?: string } | undefined,
  t: AccountMessages["password"]["errors"],
): string | undefined {
  if (!error) return undefined;
  if (error.type === PASSWORD_MISMATCH) return t.mismatch;
  return error.type === "too_big" ? t.tooLong(maxLength) : t.tooShort(minLength);
}
