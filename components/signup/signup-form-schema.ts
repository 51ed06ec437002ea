import { z } from "zod";
import { consentSchema, pendingSignupSchema } from "@/lib/schemas/signup";

/** The `type` of the error raised when the two password fields differ. */
export const PASSWORD_MISMATCH = "password_mismatch";

const hasBothPasswords = (value: unknown) => {
  const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
  return typeof password === "string" && typeof confirmPassword === "string";
};

/**
 * The wizard's fields, built from the API's own schema. The API calls the password `passwordHash` because a
 * client may send any password-equivalent secret; the wizard sends the password itself, which the server
 * hashes with argon2id, so the owner can sign in with what they typed.
 */
export const signupFormSchema = pendingSignupSchema
  .pick({ email: true, name: true, company: true, country: true })
  .extend({
    password: pendingSignupSchema.shape.passwordHash,
    confirmPassword: z.string().min(1),
    consent: consentSchema.pick({ tosAt: true, dpaAt: true, privacyAt: true }),
  })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    path: ["confirmPassword"],
    params: { type: PASSWORD_MISMATCH },
    // Runs although later steps are still empty, so the account step can report a mismatch on its own.
    when: ({ value }) => hasBothPasswords(value),
  });

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

export const EMPTY_SIGNUP_FORM: SignupFormInput = {
  email: "",
  password: "",
  confirmPassword: "",
  name: "",
  company: "",
  country: "",
  consent: { tosAt: "", dpaAt: "", privacyAt: "" },
};
