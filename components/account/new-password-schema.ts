import { z } from "zod";
import { ACCOUNT_LIMITS } from "@/lib/schemas/account";

const { minLength, maxLength } = ACCOUNT_LIMITS.password;

/** The form's side of a new password: the API's bounds, worded for people, and the repetition must match. */
export const newPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(minLength, { error: `Use at least ${minLength} characters; a few random words work well` })
      .max(maxLength, { error: `Use at most ${maxLength} characters` }),
    repeatPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.repeatPassword, {
    path: ["repeatPassword"],
    error: "The two passwords are not the same",
  });
