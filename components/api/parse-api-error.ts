/**
 * The dashboard's one reading of a failed /v2 call. FastAPI-shaped bodies (`{"detail":[…]}` for 422,
 * `{"detail":"…"}`, `{"detail":{"code","message"}}`), bodies that are not JSON, and requests that never reached
 * the server all become one `ApiProblem`. Pages word it from `code` and each issue's `type` and `ctx` in their
 * own language (components/api/error-text.ts); the API's English `msg` is kept for logs, never shown.
 */

/** One validation problem, as Pydantic reports it: where (`loc`), what kind (`type`) and its bounds (`ctx`). */
export type ApiIssue = {
  loc: (string | number)[];
  type: string;
  msg: string;
  ctx: Record<string, unknown>;
};

export type ApiProblem = {
  /** HTTP status; 0 when no answer arrived (offline, refused, aborted). */
  status: number;
  /** The API's own code (`PROGRAM_ARCHIVED`…) or one of API_PROBLEM_CODES. */
  code: string;
  issues: ApiIssue[];
  /** From `Retry-After` on 429 and 503; null otherwise. */
  retryAfterSeconds: number | null;
  /** `X-Request-Id` of a server failure, for support; null otherwise. */
  requestId: string | null;
  /**
   * The first date-time the problem's `detail` object names (such as when a refused scan is allowed again), so a
   * page can say when to try again without knowing each code's field; null or absent when it names none.
   */
  notBefore?: string | null;
};

/** The dashboard's one result of a /v2 call; `response` is there for headers (not for uploads). */
export type ApiResult<T> = { ok: true; data: T; response?: Response } | { ok: false; problem: ApiProblem };

/** Codes for answers that carry none of their own. */
export const API_PROBLEM_CODES = {
  network: "NETWORK_ERROR",
  unreadable: "UNREADABLE_RESPONSE",
  validation: "VALIDATION_ERROR",
  badRequest: "BAD_REQUEST",
  unauthenticated: "NOT_AUTHENTICATED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  methodNotAllowed: "METHOD_NOT_ALLOWED",
  conflict: "CONFLICT",
  tooLarge: "PAYLOAD_TOO_LARGE",
  rateLimited: "RATE_LIMITED",
  unavailable: "SERVICE_UNAVAILABLE",
  server: "SERVER_ERROR",
  http: "HTTP_ERROR",
} as const;

const CODE_BY_STATUS: Record<number, string> = {
  400: API_PROBLEM_CODES.badRequest,
  401: API_PROBLEM_CODES.unauthenticated,
  403: API_PROBLEM_CODES.forbidden,
  404: API_PROBLEM_CODES.notFound,
  405: API_PROBLEM_CODES.methodNotAllowed,
  409: API_PROBLEM_CODES.conflict,
  413: API_PROBLEM_CODES.tooLarge,
  422: API_PROBLEM_CODES.validation,
  429: API_PROBLEM_CODES.rateLimited,
  503: API_PROBLEM_CODES.unavailable,
};

const DEFAULT_RETRY_SECONDS = 60;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `Retry-After` in whole seconds (it may also be an HTTP date); a minute when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number {
  if (!header?.trim()) return DEFAULT_RETRY_SECONDS;
  const text = header.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : DEFAULT_RETRY_SECONDS;
}

function issueOf(item: unknown): ApiIssue[] {
  if (!isRecord(item) || typeof item.type !== "string") return [];
  const loc = Array.isArray(item.loc)
    ? item.loc.filter((part): part is string | number => typeof part === "string" || typeof part === "number")
    : [];
  return [
    {
      loc,
      type: item.type,
      msg: typeof item.msg === "string" ? item.msg : "",
      ctx: isRecord(item.ctx) ? item.ctx : {},
    },
  ];
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The first ISO 8601 date-time among a `detail` object's values. */
function notBeforeOf(detail: unknown): string | null {
  if (!isRecord(detail)) return null;
  const found = Object.values(detail).find(
    (value) => typeof value === "string" && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
  );
  return typeof found === "string" ? found : null;
}

/** A JSON body text, or null for anything else (HTML error pages, empty bodies). */
function jsonOf(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function codeOf(status: number, detail: unknown): string {
  if (isRecord(detail) && typeof detail.code === "string" && detail.code) return detail.code;
  if (status === 0) return API_PROBLEM_CODES.network;
  if (status >= 500 && status !== 503) return API_PROBLEM_CODES.server;
  if (status >= 200 && status < 300) return API_PROBLEM_CODES.unreadable;
  return CODE_BY_STATUS[status] ?? API_PROBLEM_CODES.http;
}

/**
 * Any failed answer → `{status, code, issues}`. `body` is the parsed JSON (or the raw text, or null);
 * `headers` supply `Retry-After` and `X-Request-Id`.
 */
export function parseApiError({
  status,
  body,
  headers,
}: {
  status: number;
  body: unknown;
  headers?: Pick<Headers, "get"> | null;
}): ApiProblem {
  const json = jsonOf(body);
  const detail = isRecord(json) ? json.detail : undefined;
  const issues = status === 422 && Array.isArray(detail) ? detail.flatMap(issueOf) : [];
  const isRetryable = status === 429 || status === 503;
  const notBefore = notBeforeOf(detail);
  return {
    status,
    code: codeOf(status, detail),
    issues,
    retryAfterSeconds: isRetryable ? retryAfterSeconds(headers?.get("retry-after")) : null,
    requestId: status >= 500 ? (headers?.get("x-request-id") ?? null) : null,
    ...(notBefore && { notBefore }),
  };
}

/** The problem of a request that got no answer at all. */
export const networkProblem = (): ApiProblem => parseApiError({ status: 0, body: null });

/** The problem of a success answer whose body could not be read as the document promises. */
export const unreadableProblem = (status: number): ApiProblem => ({
  ...parseApiError({ status, body: null }),
  code: API_PROBLEM_CODES.unreadable,
});

/**
 * The form field an issue belongs to: `["body", "customFields", 0, "name"]` → `customFields.0.name`, a query
 * parameter by its name (`["query", "cardId"]` → `cardId`); "" for the whole body, path and header parameters.
 */
export function fieldOf(issue: Pick<ApiIssue, "loc">): string {
  const [source, ...rest] = issue.loc;
  if (source === "body") return rest.map(String).join(".");
  if (source === "query") return rest.map(String).join(".");
  return "";
}
