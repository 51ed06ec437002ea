import type { z } from "zod";

/**
 * One documented /v2 operation: what `lib/openapi/document.ts` turns into an OpenAPI operation object. The
 * per-resource files (`<resource>-operations.ts`) import this type only; `lib/openapi/operations.ts` assembles
 * them, so no resource file imports the hub.
 */
export type OperationAuth = "none" | "user" | "merchant";

export type Operation = {
  method: "get" | "post" | "put" | "delete" | "patch";
  /** A GET whose route also serves HEAD itself (same status and headers, no body); its description says so. */
  answersHead?: true;
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
    /** Other media types the success may answer in (e.g. `text/csv` on request), with their JSON schema. */
    otherMediaTypes?: Record<string, Record<string, unknown>>;
    /** Response headers it sends besides `X-Request-Id` (names from `RESPONSE_HEADERS` in responses.ts). */
    headers?: string[];
  };
  /** Extra documented failures beyond the ones every operation of its kind has. */
  errors?: Record<number, string>;
  /** Codes of 400 `{"detail":{"code","message"}}` answers. */
  serviceErrorCodes?: string[];
  /** The status of those coded answers when it is not 400 (e.g. 409 for state transitions). */
  serviceErrorStatus?: number;
  /** Answers 304 with no body when `If-None-Match` names the current ETag (stored images). */
  notModified?: boolean;
  /** Answers 304 with no body (and `Last-Modified`) when `If-Modified-Since` is not before the last change. */
  notModifiedSince?: boolean;
  /** Also answers 200 (not only `success.status`), e.g. a resumed signup; `hasNoBody`: that answer is empty (204). */
  alternateSuccess?: { status: number; description: string; hasNoBody?: boolean };
  /** Authenticated by a Wallet pass's own token (`Authorization: ApplePass <authenticationToken>`), not a user's. */
  applePassAuth?: boolean;
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
