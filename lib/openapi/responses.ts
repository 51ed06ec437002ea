import { rolesFor } from "@/lib/api/operation-roles";
import { COMMON_RESPONSES, serviceErrorResponse } from "@/lib/openapi/error-schemas";
import type { Operation } from "@/lib/openapi/operation";
import { toJsonSchema } from "@/lib/schemas/json-schema";
import type { RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const ref = (schema: string) => ({ $ref: `#/components/schemas/${schema}` });

/** Response headers, referenced from every response that sends them. */
export const RESPONSE_HEADERS = {
  "X-Request-Id": {
    description:
      "Identifies the request in the server's logs; a well-formed client-sent `X-Request-Id` is echoed",
    schema: { type: "string" },
  },
  "Retry-After": {
    description: "Seconds to wait before trying again",
    schema: { type: "integer", minimum: 1 },
  },
  "X-RateLimit-Limit": { description: "Requests allowed per window", schema: { type: "integer" } },
  "X-RateLimit-Remaining": {
    description: "Requests left in this window (0 on a 429)",
    schema: { type: "integer" },
  },
  "X-RateLimit-Reset": {
    description:
      "Seconds until the oldest request still counted leaves the sliding window (then one more is allowed)",
    schema: { type: "integer" },
  },
  Location: {
    description: "URL of the created resource",
    schema: { type: "string", format: "uri-reference" },
  },
  "WWW-Authenticate": { description: "`Bearer`", schema: { type: "string" } },
  Allow: { description: "The methods the path serves, e.g. `GET, PUT`", schema: { type: "string" } },
  "Idempotent-Replayed": {
    description: "`true` when the answer repeats the first one given to this `Idempotency-Key`",
    schema: { type: "string", enum: ["true"] },
  },
  ETag: { description: "The stored PNG's SHA-256, quoted", schema: { type: "string" } },
  "Cache-Control": { description: "`private, no-cache`", schema: { type: "string" } },
  "Last-Modified": {
    description: "When it last changed (an image: when it was stored), as an HTTP date",
    schema: { type: "string" },
  },
  "Content-Disposition": {
    description: '`attachment; filename="…"`: the answer is a file to save (a pass: `<serialNumber>.pkpass`)',
    schema: { type: "string" },
  },
} as const;

type HeaderName = keyof typeof RESPONSE_HEADERS;
type ResponseObject = { description: string; content?: unknown; headers?: Record<string, unknown> };

const withHeaders = (response: ResponseObject, names: HeaderName[]): ResponseObject => ({
  ...response,
  headers: Object.fromEntries(["X-Request-Id", ...names].map((name) => [name, header(name)])),
});

/**
 * `20 requests per minute per client IP address (…)`: the limit withApi counts (lib/api/rate-limit.ts), in any
 * window of that length, an IPv6 client by its /64 (decision 034).
 */
function rateLimitText(rule: RateLimitRule): string {
  const window = rule.windowSeconds === 60 ? "minute" : `${rule.windowSeconds} seconds`;
  return `${rule.limit} requests per ${window} per client IP address (in any ${rule.windowSeconds} seconds; IPv6 by its /64)`;
}

const RATE_LIMIT_HEADERS: HeaderName[] = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];

/** A 405 for every path, in components: a method the path does not serve (including HEAD, OPTIONS, TRACE). */
export const METHOD_NOT_ALLOWED_RESPONSE = withHeaders(
  {
    description:
      'Method Not Allowed: `{"detail":"Method Not Allowed"}`; `Allow` names the methods the path serves',
    content: { "application/json": { schema: { $ref: "#/components/schemas/HTTPError" } } },
  },
  ["Allow"],
);

function successResponses(operation: Operation, schemas: Record<string, unknown>) {
  const { success } = operation;
  const json =
    success.schema && success.name
      ? { "application/json": { schema: { $ref: `#/components/schemas/${success.name}` } } }
      : undefined;
  const others = Object.entries(success.otherMediaTypes ?? {}).map(([type, schema]) => [type, { schema }]);
  const content = json || others.length > 0 ? { ...json, ...Object.fromEntries(others) } : undefined;
  if (success.schema && success.name) schemas[success.name] = toJsonSchema(success.schema, { io: "output" });
  const extra: HeaderName[] = [
    ...(success.hasLocation ? (["Location"] as const) : []),
    ...(success.headers ?? []).filter((name): name is HeaderName => name in RESPONSE_HEADERS),
    ...(operation.rateLimit ? RATE_LIMIT_HEADERS : []),
  ];
  const responses: Record<string, ResponseObject> = {
    [success.status]: withHeaders({ description: success.description, ...(content && { content }) }, extra),
  };
  if (operation.alternateSuccess) {
    const { status, description, hasNoBody } = operation.alternateSuccess;
    responses[status] = withHeaders({ description, ...(content && !hasNoBody && { content }) }, extra);
  }
  return { responses, content };
}

function authResponses(operation: Operation, responses: Record<string, ResponseObject>) {
  if (operation.auth === "none") return;
  responses[401] = withHeaders(COMMON_RESPONSES[401], ["WWW-Authenticate"]);
  responses[403] = forbiddenResponse(operation);
  if (operation.auth !== "merchant") return;
  // Codes answered with another status (e.g. 409 transitions) are documented under that status instead.
  const codesAt400 = operation.serviceErrorStatus ? [] : (operation.serviceErrorCodes ?? []);
  responses[400] = serviceErrorResponse(["MERCHANT_SCOPE_REQUIRED", ...codesAt400]);
  responses[404] = {
    // A missing resource answers `{"detail": "…"}`; an unknown merchant the coded `{"detail": {code, message}}`.
    content: { "application/json": { schema: { anyOf: [ref("HTTPError"), ref("ServiceError")] } } },
    description: [
      '`MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist',
      operation.errors?.[404],
    ]
      .filter(Boolean)
      .join(". "),
  };
}

/**
 * A multipart body the form parser cannot read answers 400 `{"detail": "There was an error parsing the body"}`,
 * FastAPI's own answer (a plain-string detail), beside the coded 400s of the operation.
 */
function withUnparsableBody(coded: ResponseObject | undefined): ResponseObject {
  const unparsable =
    '`{"detail": "There was an error parsing the body"}` (`HTTPError`): a malformed multipart body (FastAPI\'s answer)';
  return {
    description: [coded?.description, unparsable].filter(Boolean).join(". "),
    content: {
      "application/json": {
        schema: coded
          ? {
              anyOf: [
                { $ref: "#/components/schemas/ServiceError" },
                { $ref: "#/components/schemas/HTTPError" },
              ],
            }
          : { $ref: "#/components/schemas/HTTPError" },
      },
    },
  };
}

/** App keys' limits (`{"detail":{"code","message"}}`) and, for writes, the dashboard's cross-site check. */
function forbiddenResponse(operation: Operation): ResponseObject {
  const isWrite = operation.method !== "get";
  const codes =
    operation.auth === "user" || operation.appKey === "deny"
      ? ["APP_KEY_NOT_ALLOWED"]
      : [...(isWrite ? ["APP_KEY_READ_ONLY"] : []), "APP_KEY_OUTSIDE_TEMPLATES"];
  const crossSite =
    '`Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard\'s session cookie that does not come from the dashboard\'s own origin (never with a bearer token)';
  const role = !rolesFor(operation.operationId).includes("cashier")
    ? [
        '`ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller\'s role in the team may not call it (`x-roles`)',
      ]
    : [];
  return {
    description: [
      `App key not allowed here, codes: ${codes.join(", ")}`,
      ...role,
      ...(isWrite ? [crossSite] : []),
    ].join(". "),
    content: {
      "application/json": {
        schema: {
          oneOf: [{ $ref: "#/components/schemas/ServiceError" }, { $ref: "#/components/schemas/HTTPError" }],
        },
      },
    },
  };
}

/** `Idempotency-Key`: 409 while the first request runs, 422 for another request with a used key. */
function idempotencyResponses(operation: Operation, responses: Record<string, ResponseObject>) {
  if (!operation.idempotent) return;
  responses[409] = {
    ...serviceErrorResponse([...(operation.conflictCodes ?? []), "IDEMPOTENCY_KEY_IN_USE"]),
    description: `Business-rule violation. Codes: ${[...(operation.conflictCodes ?? []), "IDEMPOTENCY_KEY_IN_USE"].join(", ")} (a request with the same \`Idempotency-Key\` is still running; sent with \`Retry-After\`)`,
  };
  responses[422] = {
    ...COMMON_RESPONSES[422],
    description:
      'Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request',
  };
  const success = responses[operation.success.status];
  // Described, not listed as a header: only replays send it.
  if (success)
    success.description = `${success.description}. A replay for a used \`Idempotency-Key\` sends \`Idempotent-Replayed: true\``;
}

/** Every status an operation's handler can answer, with the headers each sends. */
export function responsesOf(operation: Operation, schemas: Record<string, unknown>) {
  const { responses, content } = successResponses(operation, schemas);
  if (operation.notModified) {
    responses[304] = withHeaders(
      { description: "Not Modified: `If-None-Match` names the current `ETag`; no body" },
      ["ETag", "Cache-Control", "Last-Modified"],
    );
  }
  if (operation.notModifiedSince) {
    responses[304] = withHeaders(
      { description: "Not Modified: `If-Modified-Since` is not before the last change; no body" },
      ["Last-Modified"],
    );
  }
  if (operation.serviceErrorCodes)
    responses[operation.serviceErrorStatus ?? 400] = serviceErrorResponse(operation.serviceErrorCodes);
  if (operation.conflictCodes) responses[409] = serviceErrorResponse(operation.conflictCodes);
  for (const [status, description] of Object.entries(operation.errors ?? {})) {
    const base = COMMON_RESPONSES[Number(status) as keyof typeof COMMON_RESPONSES] ?? COMMON_RESPONSES[404];
    responses[status] = { ...base, description };
  }
  authResponses(operation, responses);
  if (operation.body?.mediaType === "multipart/form-data")
    responses[400] = withUnparsableBody(responses[400]);
  if (operation.params || operation.query || operation.body || operation.auth === "merchant")
    responses[422] = COMMON_RESPONSES[422];
  idempotencyResponses(operation, responses);
  if (operation.body) {
    const limit = operation.errors?.[413];
    responses[413] = limit ? { ...COMMON_RESPONSES[413], description: limit } : COMMON_RESPONSES[413];
  }
  if (operation.rateLimit) {
    responses[429] = withHeaders(
      { ...COMMON_RESPONSES[429], description: `Rate limited (${rateLimitText(operation.rateLimit)})` },
      ["Retry-After", ...RATE_LIMIT_HEADERS],
    );
  }
  if (operation.throttle) {
    responses[429] = withHeaders(
      { ...COMMON_RESPONSES[429], description: `Too many attempts: ${operation.throttle}` },
      ["Retry-After"],
    );
  }
  if (operation.usesDatabase !== false) {
    responses[503] = withHeaders(
      operation.unavailableWithSuccessBody
        ? { description: "Alive, but the database is not reachable (`database.ready` false)", content }
        : COMMON_RESPONSES[503],
      ["Retry-After"],
    );
  }
  responses[500] = COMMON_RESPONSES[500];
  for (const [status, response] of Object.entries(responses))
    if (!response.headers) responses[status] = withHeaders(response, []);
  return responses;
}
