import type { z } from "zod";
import type { AppKeyRule } from "@/lib/api/app-key-rules";
import type { IdempotencyOption } from "@/lib/api/idempotent";
import type { RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";

/**
 * One /v2 operation, stated once: its route hands it to `withApi` (which authenticates, validates and limits by
 * it, and names the route in the log by its `path`), and `lib/openapi/document.ts` turns it into the OpenAPI
 * operation object. The per-resource files (`<resource>-operations.ts`) import from this file only;
 * `lib/openapi/operations.ts` assembles them, so no resource file imports the hub.
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
  /** Codes of 409 `{"detail":{"code","message"}}` answers (a state conflict, e.g. a card's balance). */
  conflictCodes?: string[];
  /** 429 with `Retry-After` only (no `X-RateLimit-*`): the sign-in throttle. */
  throttle?: string;
  /** False for the few operations that never reach the database (no 503). */
  usesDatabase?: boolean;
  /** The 503 answers with the success body (health), not `{"detail"}`. */
  unavailableWithSuccessBody?: boolean;
  /** A creating POST that honours `Idempotency-Key` (lib/api/idempotent.ts). */
  idempotent?: IdempotencyOption;
  /**
   * How partners' app keys are treated (lib/api/app-key-rules.ts): `deny` refuses them (403
   * `APP_KEY_NOT_ALLOWED`; user routes always do), `filter` lets a template-limited key list within its scope.
   */
  appKey?: AppKeyRule;
  /** Counted per client IP address before anything else: 429 past it, `X-RateLimit-*` on every answer. */
  rateLimit?: RateLimitRule;
  /** The body's byte limit when it is not its kind's default (lib/api/read-body.ts); 413 beyond. */
  maxBodyBytes?: number;
};

/** An operation as its resource file states it: its `operationId` is its key there. */
export type OperationDefinition = Omit<Operation, "operationId">;

/**
 * A resource's operations, keyed by `operationId`: `GIFT_CARD_OPERATIONS.redeemGiftCard` is what its route
 * passes to `withApi` and what the document lists, keeping each schema's own type for the handler.
 */
export function defineOperations<Definitions extends Record<string, OperationDefinition>>(
  definitions: Definitions,
): { [Id in keyof Definitions & string]: Definitions[Id] & { operationId: Id } } {
  return Object.fromEntries(
    Object.entries(definitions).map(([operationId, definition]) => [
      operationId,
      { ...definition, operationId },
    ]),
  ) as { [Id in keyof Definitions & string]: Definitions[Id] & { operationId: Id } };
}
