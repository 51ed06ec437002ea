import { defineOperations } from "@/lib/openapi/operation";
import {
  type ACCOUNT_ERROR_CODES,
  accountResponseSchema,
  accountUpdateSchema,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_TTL_MINUTES,
  passwordChangeSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "@/lib/schemas/account";

const accountCodes = (...codes: (keyof typeof ACCOUNT_ERROR_CODES)[]) => codes;

/** Password reset and the signed-in person's account. */
export const ACCOUNT_OPERATIONS = defineOperations({
  requestPasswordReset: {
    method: "post",
    path: "/v2/password-reset",
    summary: "E-mail a link to choose a new password",
    description: `No token. Answers the same 202 whether or not the address has an account (so nobody can learn which addresses do); an active account gets an e-mail with a link that works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
    tags: ["Account"],
    auth: "none",
    body: { schema: passwordResetRequestSchema, name: "PasswordResetRequest" },
    success: {
      status: 202,
      description: "Accepted; a link is on its way if the address has an account",
      schema: passwordResetAcceptedSchema,
      name: "PasswordResetAccepted",
    },
    throttle: `reset requests, counted per client address (${PASSWORD_RESET_LIMITS.perClient.limit} an hour) and per e-mail address (${PASSWORD_RESET_LIMITS.perAccount.limit} an hour)`,
  },
  confirmPasswordReset: {
    method: "post",
    path: "/v2/password-reset/confirm",
    summary: "Set a new password with the e-mailed token",
    description:
      "No token header: the reset token from the e-mailed link is in the body. It works once; every other outstanding link of the account is void afterwards.",
    tags: ["Account"],
    auth: "none",
    body: { schema: passwordResetConfirmSchema, name: "PasswordResetConfirm" },
    success: { status: 204, description: "Password changed; sign in with the new one" },
    serviceErrorCodes: accountCodes("RESET_TOKEN_INVALID"),
  },
  getAccount: {
    method: "get",
    path: "/v2/account",
    summary: "The signed-in person's profile and company",
    tags: ["Account"],
    auth: "user",
    success: { status: 200, description: "Profile", schema: accountResponseSchema, name: "Account" },
    errors: { 404: "Account not found" },
  },
  updateAccount: {
    method: "put",
    path: "/v2/account",
    summary: "Change name and (owners) company",
    tags: ["Account"],
    auth: "user",
    body: { schema: accountUpdateSchema, name: "AccountUpdate" },
    success: { status: 200, description: "Updated profile", schema: accountResponseSchema, name: "Account" },
    errors: { 404: "Account not found" },
  },
  changePassword: {
    method: "post",
    path: "/v2/account/password",
    summary: "Change the password, given the current one",
    description:
      "Wrong current passwords count against the sign-in throttle of the account, so a session cannot be used to guess the password.",
    tags: ["Account"],
    auth: "user",
    body: { schema: passwordChangeSchema, name: "PasswordChange" },
    success: { status: 204, description: "Password changed" },
    serviceErrorCodes: accountCodes("WRONG_PASSWORD"),
    throttle: "the sign-in throttle of the account and client address",
  },
});
