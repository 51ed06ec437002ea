import { defineOperations } from "@/lib/openapi/operation";
import {
  activateSignupResponseSchema,
  activateSignupSchema,
  pendingIdParamsSchema,
  pendingSignupResponseSchema,
  pendingSignupSchema,
  SIGNUP_ACTIVATE_RATE_LIMIT,
  type SIGNUP_ERROR_CODES,
  SIGNUP_RATE_LIMIT,
} from "@/lib/schemas/signup";

const signupCodes = (...codes: (keyof typeof SIGNUP_ERROR_CODES)[]) => codes;

/** Merchant self-signup: create or resume a pending signup, activate it with the e-mailed code. */
export const SIGNUP_OPERATIONS = defineOperations({
  createPendingSignup: {
    method: "post",
    path: "/v2/signup/pending",
    summary: "Create or resume a pending merchant signup",
    description:
      "No token. A new e-mail (trimmed, case-insensitive) inserts a pending row (201); the same e-mail while pending, or after the row was abandoned (idle for 7 days), resumes it with the latest data (200, same `pendingId`). Each call e-mails a fresh 6-digit code, valid 24 hours, that replaces the previous one. `consent.ip` (or, when absent, the request's address) is stored truncated to /24 or /48.",
    tags: ["Signup"],
    auth: "none",
    body: { schema: pendingSignupSchema, name: "PendingSignupRequest" },
    success: {
      status: 201,
      description: "New pending signup",
      schema: pendingSignupResponseSchema,
      name: "PendingSignupResponse",
    },
    alternateSuccess: { status: 200, description: "Existing pending or abandoned signup resumed" },
    serviceErrorCodes: signupCodes(
      "EMAIL_ALREADY_REGISTERED",
      "INVALID_COUNTRY",
      "CONSENT_TIMESTAMP_IN_FUTURE",
      "INVALID_CONSENT_IP",
      "DISPOSABLE_EMAIL_DOMAIN",
    ),
    rateLimit: SIGNUP_RATE_LIMIT,
  },
  activatePendingSignup: {
    method: "post",
    path: "/v2/signup/pending/{pendingId}/activate",
    summary: "Activate a pending signup with the e-mailed code",
    description:
      "Takes the e-mailed code and the password (`passwordHash`) of the latest submission for this signup, so that someone who resubmits another person's pending signup can neither activate it (no code) nor make the owner activate a password they did not choose (`WRONG_PASSWORD`). On success the merchant and its owner become active and can sign in. Repeating the call with the code that activated the account and the password answers the same result. Wrong codes and wrong passwords share one budget: after 5 the code is void; resubmit the signup for a new one.",
    tags: ["Signup"],
    auth: "none",
    params: pendingIdParamsSchema,
    body: { schema: activateSignupSchema, name: "ActivateSignupRequest" },
    success: {
      status: 200,
      description: "Account active",
      schema: activateSignupResponseSchema,
      name: "ActivateSignupResponse",
    },
    serviceErrorCodes: signupCodes("INVALID_OR_EXPIRED_CODE", "WRONG_PASSWORD"),
    rateLimit: SIGNUP_ACTIVATE_RATE_LIMIT,
  },
});
