import type { z } from "zod";
import { APP_KEY_OPERATIONS } from "@/lib/openapi/app-key-operations";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import { PROGRAM_LIFECYCLE_OPERATIONS } from "@/lib/openapi/program-lifecycle-operations";
import { TEMPLATE_OPERATIONS } from "@/lib/openapi/template-operations";
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
import { healthResponseSchema } from "@/lib/schemas/health";
import {
  createProgramSchema,
  listProgramsQuerySchema,
  programIdParamsSchema,
  updateProgramSchema,
} from "@/lib/schemas/program";
import { programListSchema, programResponseSchema } from "@/lib/schemas/program-response";
import {
  activateSignupResponseSchema,
  activateSignupSchema,
  pendingIdParamsSchema,
  pendingSignupResponseSchema,
  pendingSignupSchema,
  type SIGNUP_ERROR_CODES,
} from "@/lib/schemas/signup";
import {
  currentUserSchema,
  SIGN_IN_LIMITS,
  tokenRequestSchema,
  tokenResponseSchema,
} from "@/lib/schemas/token";

export type OperationAuth = "none" | "user" | "merchant";

export type Operation = {
  method: "get" | "post" | "put" | "delete" | "patch";
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: OperationAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: {
    schema: z.ZodType;
    name: string;
    mediaType?: "application/json" | "application/x-www-form-urlencoded" | "multipart/form-data";
  };
  success: {
    status: number;
    description: string;
    schema?: z.ZodType;
    name?: string;
    /** A 201 that sends `Location` (the created resource's URL). */
    hasLocation?: boolean;
  };
  /** Extra documented failures beyond the ones every operation of its kind has. */
  errors?: Record<number, string>;
  /** Codes of 400 `{"detail":{"code","message"}}` answers. */
  serviceErrorCodes?: string[];
  /** The status of those coded answers when it is not 400 (e.g. 409 for state transitions). */
  serviceErrorStatus?: number;
  /** Also answers 200 (not only `success.status`), e.g. a resumed signup. */
  alternateSuccess?: { status: number; description: string };
  rateLimit?: string;
  /** Codes of 409 `{"detail":{"code","message"}}` answers (a state conflict, e.g. a card's balance). */
  conflictCodes?: string[];
  /** 429 with `Retry-After` only (no `X-RateLimit-*`): the sign-in throttle. */
  throttle?: string;
  /** False for the few operations that never reach the database (no 503). */
  usesDatabase?: boolean;
  /** The 503 answers with the success body (health), not `{"detail"}`. */
  unavailableWithSuccessBody?: boolean;
  /** A creating POST that honours `Idempotency-Key` (its route has `idempotent: true`). */
  idempotent?: boolean;
  /** Refuses app keys (403 `APP_KEY_NOT_ALLOWED`); user routes always do. */
  refusesAppKeys?: boolean;
};

const accountCodes = (...codes: (keyof typeof ACCOUNT_ERROR_CODES)[]) => codes;
const signupCodes = (...codes: (keyof typeof SIGNUP_ERROR_CODES)[]) => codes;

/** Every /v2 operation. A test fails when a route file exports a method that is missing here. */
export const OPERATIONS: Operation[] = [
  {
    method: "post",
    path: "/v2/token",
    operationId: "createAccessToken",
    summary: "Sign in: exchange e-mail and password for an access token",
    description:
      "OAuth2 password form. `username` is the e-mail address. The token is a JWT (HS256) valid for 60 minutes by default; send it as `Authorization: Bearer <token>`.",
    tags: ["Authentication"],
    auth: "none",
    body: {
      schema: tokenRequestSchema,
      name: "TokenRequest",
      mediaType: "application/x-www-form-urlencoded",
    },
    success: { status: 200, description: "Access token", schema: tokenResponseSchema, name: "TokenResponse" },
    errors: { 401: "Incorrect username or password" },
    throttle: `failed sign-ins, counted per account and client address (${SIGN_IN_LIMITS.perAccountAndClient.limit} per 5 minutes), per client address (${SIGN_IN_LIMITS.perClient.limit}) and per account (${SIGN_IN_LIMITS.perAccount.limit}); successful sign-ins do not count`,
  },
  {
    method: "get",
    path: "/v2/token",
    operationId: "getCurrentUser",
    summary: "The user the access token belongs to",
    tags: ["Authentication"],
    auth: "user",
    success: { status: 200, description: "Current user", schema: currentUserSchema, name: "CurrentUser" },
  },
  {
    method: "post",
    path: "/v2/programs",
    operationId: "createProgram",
    summary: "Create a loyalty program",
    description:
      "Required: `passTypeIdentifier` (starts with `pass.`) and `name`. Defaults: `schema` tieredMembership, `programType` loyalty, `retention_period_days` 30, `customFields` and `requiredFields` empty. Unknown fields are ignored. Answers 201 with the stored program.",
    tags: ["Programs"],
    auth: "merchant",
    idempotent: true,
    body: { schema: createProgramSchema, name: "ProgramCreate" },
    success: {
      status: 201,
      description: "The created program",
      schema: programResponseSchema,
      name: "Program",
      hasLocation: true,
    },
  },
  {
    method: "get",
    path: "/v2/loyalty/programs",
    operationId: "listPrograms",
    summary: "List the merchant's programs",
    description:
      "`sort`: `-createdAt` (newest first, the default), `createdAt`, `name` or `-name` (case- and accent-insensitive, numbers by value); ties list newest first. `status` (`active` or `archived`) filters; without it both are listed. Deleted programs are never listed. `q` searches name, description and pass type identifier (case-insensitive). `offset`, when given, takes precedence over `page`.",
    tags: ["Programs"],
    auth: "merchant",
    query: listProgramsQuerySchema,
    success: {
      status: 200,
      description: "One page of programs",
      schema: programListSchema,
      name: "ProgramPage",
    },
  },
  {
    method: "get",
    path: "/v2/loyalty/programs/{programId}",
    operationId: "getProgram",
    summary: "Get one program",
    tags: ["Programs"],
    auth: "merchant",
    params: programIdParamsSchema,
    success: { status: 200, description: "The program", schema: programResponseSchema, name: "Program" },
    errors: {
      404: "No such program for this merchant (another merchant's program is reported the same way)",
    },
  },
  {
    method: "put",
    path: "/v2/loyalty/programs/{programId}",
    operationId: "updateProgram",
    summary: "Update a program",
    description: "Partial update: fields left out keep their value; `null` clears an optional field.",
    tags: ["Programs"],
    auth: "merchant",
    params: programIdParamsSchema,
    body: { schema: updateProgramSchema, name: "ProgramUpdate" },
    success: {
      status: 200,
      description: "The updated program",
      schema: programResponseSchema,
      name: "Program",
    },
    errors: { 404: "No such program for this merchant" },
  },
  {
    method: "post",
    path: "/v2/signup/pending",
    operationId: "createPendingSignup",
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
    rateLimit: "20 requests per minute per client IP address",
  },
  {
    method: "post",
    path: "/v2/signup/pending/{pendingId}/activate",
    operationId: "activatePendingSignup",
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
    rateLimit: "20 requests per minute per client IP address",
  },
  // Gift cards, GDPR erasure/export, merchant search (issue 9)
  ...GIFT_CARD_OPERATIONS,
  {
    method: "get",
    path: "/v2/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This OpenAPI document",
    tags: ["Meta"],
    auth: "none",
    success: { status: 200, description: "OpenAPI 3.1 document" },
    usesDatabase: false,
  },
  // Issue 10: health
  {
    method: "get",
    path: "/v2/health",
    operationId: "getHealth",
    summary: "Liveness and database readiness",
    description:
      "No token. 200 when the database answers a ping, with its latency; 503 (same body, `ready: false`, `Retry-After`) when it does not. Any answer at all means the process is alive.",
    tags: ["Meta"],
    auth: "none",
    success: { status: 200, description: "Alive and ready", schema: healthResponseSchema, name: "Health" },
    unavailableWithSuccessBody: true,
  },
  {
    method: "post",
    path: "/v2/password-reset",
    operationId: "requestPasswordReset",
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
  {
    method: "post",
    path: "/v2/password-reset/confirm",
    operationId: "confirmPasswordReset",
    summary: "Set a new password with the e-mailed token",
    description:
      "No token header: the reset token from the e-mailed link is in the body. It works once; every other outstanding link of the account is void afterwards.",
    tags: ["Account"],
    auth: "none",
    body: { schema: passwordResetConfirmSchema, name: "PasswordResetConfirm" },
    success: { status: 204, description: "Password changed; sign in with the new one" },
    serviceErrorCodes: accountCodes("RESET_TOKEN_INVALID"),
  },
  {
    method: "get",
    path: "/v2/account",
    operationId: "getAccount",
    summary: "The signed-in person's profile and company",
    tags: ["Account"],
    auth: "user",
    success: { status: 200, description: "Profile", schema: accountResponseSchema, name: "Account" },
    errors: { 404: "Account not found" },
  },
  {
    method: "put",
    path: "/v2/account",
    operationId: "updateAccount",
    summary: "Change name and (owners) company",
    tags: ["Account"],
    auth: "user",
    body: { schema: accountUpdateSchema, name: "AccountUpdate" },
    success: { status: 200, description: "Updated profile", schema: accountResponseSchema, name: "Account" },
    errors: { 404: "Account not found" },
  },
  {
    method: "post",
    path: "/v2/account/password",
    operationId: "changePassword",
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
  // Issue 8: pass templates, their images, offers and offer card images.
  ...TEMPLATE_OPERATIONS,
  ...OFFER_OPERATIONS,
  // Issue 11: program lifecycle (archive, unarchive, duplicate, delete).
  ...PROGRAM_LIFECYCLE_OPERATIONS,
  // Issue 19: app keys for partners.
  ...APP_KEY_OPERATIONS,
];
