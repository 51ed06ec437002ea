/** MongoDB's (and FerretDB's) answer when an insert or upsert hits a unique index. */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/** Seconds a client is asked to wait (`Retry-After`) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_ERROR_NAMES = new Set([
  "MongoServerSelectionError",
  "MongooseServerSelectionError",
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  "MongoNotConnectedError",
  "MongoTopologyClosedError",
  "MongoPoolClearedError",
]);

const SOCKET_ERROR_CODES = new Set(["EPIPE", "ECONNRESET", "ECONNREFUSED", "ETIMEDOUT"]);

/**
 * The database could not be reached (down, restarting, failing over), as opposed to a query that failed:
 * the caller answers 503 and the client retries. Looks through `cause`, where mongoose wraps driver errors.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { name, message, cause, code, stack } = current as {
      name?: string;
      message?: string;
      cause?: unknown;
      code?: unknown;
      stack?: string;
    };
    if (name && UNAVAILABLE_ERROR_NAMES.has(name)) return true;
    // A pooled socket the server closed can surface as a bare EPIPE/ECONNRESET from inside the driver.
    if (typeof code === "string" && SOCKET_ERROR_CODES.has(code) && /[\\/]mongodb[\\/]/.test(stack ?? ""))
      return true;
    // mongoose's queue while (re)connecting gave up (bufferTimeoutMS).
    if (
      name === "MongooseError" &&
      /buffering timed out|before initial connection is complete/.test(message ?? "")
    )
      return true;
    current = cause;
  }
  return false;
}
