import { z } from "zod";
import { LANGUAGES } from "@/lib/i18n/language";
import { email, enumOf, model, str, text } from "@/lib/schemas/fields";
import { SIGNUP_LIMITS } from "@/lib/schemas/signup";
import { USER_ROLES } from "@/lib/schemas/team";

/** The same bounds as at signup: a password set later must be one the signup would have accepted. */
export const ACCOUNT_LIMITS = {
  password: SIGNUP_LIMITS.passwordHash,
  name: SIGNUP_LIMITS.name,
  company: SIGNUP_LIMITS.company,
  resetToken: { minLength: 20, maxLength: 200 },
} as const;

export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Per client address and per e-mail address; a stranger can delay another person's reset for an hour at most. */
export const PASSWORD_RESET_LIMITS = {
  perClient: { name: "password-reset-client", limit: 10, windowSeconds: 3600 },
  perAccount: { name: "password-reset-account", limit: 3, windowSeconds: 3600 },
} as const;

export const ACCOUNT_ERROR_CODES = {
  RESET_TOKEN_INVALID: "This reset link is invalid, used or expired. Ask for a new one.",
  WRONG_PASSWORD: "The current password is not correct.",
} as const;

export const passwordResetRequestSchema = model({ email: email() }).meta({
  description: "The e-mail address of the account whose password was forgotten.",
});

export const passwordResetConfirmSchema = model({
  token: str(ACCOUNT_LIMITS.resetToken).meta({ description: "The token from the e-mailed link." }),
  password: str(ACCOUNT_LIMITS.password).meta({ description: "The new password." }),
});

export const accountUpdateSchema = model({
  name: text(ACCOUNT_LIMITS.name).optional(),
  company: text(ACCOUNT_LIMITS.company)
    .optional()
    .meta({ description: "The merchant's name; owners only (ignored for support staff)." }),
  language: enumOf(LANGUAGES)
    .optional()
    .meta({ description: "The language of the dashboard and of e-mails to this person." }),
});

export const passwordChangeSchema = model({
  currentPassword: str({ minLength: 1, maxLength: ACCOUNT_LIMITS.password.maxLength }),
  newPassword: str(ACCOUNT_LIMITS.password),
});

export const accountResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  merchantId: z.string().nullable(),
  company: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable().meta({
    description:
      "The language the person chose for the dashboard and e-mails, applied at each sign-in; null until they choose (pages follow the browser).",
  }),
});

export const passwordResetAcceptedSchema = z.object({ message: z.string() });

export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type AccountDto = z.infer<typeof accountResponseSchema>;
