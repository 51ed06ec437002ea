/**
 * Errors a service or the request pipeline raises on purpose. Each maps to one FastAPI-shaped response;
 * anything else that is thrown becomes a logged, generic 500.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, detail: unknown, headers: Record<string, string> = {}) {
    super(typeof detail === "string" ? detail : JSON.stringify(detail));
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

/**
 * A business-rule violation with a stable UPPER_SNAKE_CASE code (400 `{"detail":{"code","message"}}`); `more`
 * adds documented fields to the detail (such as `nextScanAt`) and headers (such as `Retry-After`).
 */
export class ServiceError extends ApiError {
  readonly code: string;

  constructor(
    code: string,
    message: string,
    status = 400,
    more: { detail?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(status, { code, message, ...more.detail }, more.headers);
    this.name = "ServiceError";
    this.code = code;
  }
}

const BEARER_CHALLENGE = { "WWW-Authenticate": "Bearer" };

export const notAuthenticated = () => new ApiError(401, "Not authenticated", BEARER_CHALLENGE);
export const invalidCredentials = () => new ApiError(401, "Could not validate credentials", BEARER_CHALLENGE);
export const notFound = (detail = "Not Found") => new ApiError(404, detail);
export const forbidden = (detail = "Forbidden") => new ApiError(403, detail);
export const methodNotAllowed = (allowed: readonly string[]) =>
  new ApiError(405, "Method Not Allowed", { Allow: allowed.join(", ") });
/** The database cannot be reached (down, restarting, failing over): worth retrying shortly. */
export const serviceUnavailable = (retryAfterSeconds: number) =>
  new ApiError(503, "Service Unavailable: the database is not reachable. Try again shortly.", {
    "Retry-After": String(retryAfterSeconds),
  });
export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, `Request body exceeds the limit of ${limitBytes} bytes`);
