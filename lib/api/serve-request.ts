import { errorResponse } from "@/lib/api/error-response";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/api/request-id";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from "@/lib/db/errors";
import { ApiError, serviceUnavailable } from "@/lib/errors/api-error";
import { isRequestLogOn, logRequest } from "@/lib/log/request-log";

export type RouteContext = { params: Promise<unknown> };

/** What a request gathers while it runs and its answer carries, whichever way it ends. */
export type Exchange = {
  requestId: string;
  /** Added to the answer unless it sets them itself (a rate limit's `X-RateLimit-*`). */
  headers: Record<string, string>;
  /** The merchant the request acts for, once known (for the log). */
  merchantId: string | null;
};

export type RouteHandler = (request: Request, routeContext?: RouteContext) => Promise<Response>;

function respondToError(error: unknown, requestId: string, request: Request): Response {
  if (error instanceof ApiError) return errorResponse(error);
  if (isDatabaseUnavailableError(error))
    return errorResponse(serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS));
  console.error(`[${requestId}] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return Response.json({ detail: "Internal Server Error" }, { status: 500 });
}

/**
 * The edge every route handler shares (withApi's /v2 operations, their 405s, the card pages' wallet routes):
 * a request id on every answer, each error mapped (`ApiError` to its status, an unreachable database to 503
 * with `Retry-After`, anything else to a logged, generic 500) and one log line naming `route`.
 */
export function serveRequest(
  route: string,
  run: (request: Request, exchange: Exchange, routeContext?: RouteContext) => Promise<Response>,
): RouteHandler {
  return async (request, routeContext) => {
    const startedAt = performance.now();
    const exchange: Exchange = { requestId: requestIdFor(request), headers: {}, merchantId: null };
    let response: Response;
    try {
      response = await run(request, exchange, routeContext);
    } catch (error) {
      response = respondToError(error, exchange.requestId, request);
    }
    if (isRequestLogOn()) {
      logRequest({
        requestId: exchange.requestId,
        method: request.method,
        route,
        status: response.status,
        durationMs: performance.now() - startedAt,
        merchantId: exchange.merchantId,
      });
    }
    return withHeaders(response, { ...exchange.headers, [REQUEST_ID_HEADER]: exchange.requestId });
  };
}

/**
 * Adds the request id (and a pre-check's headers, unless the handler set them). On the handler's own Response
 * when its headers may change (Response.json's may): wrapping its body in a new Response would turn a body of
 * known length into a stream that Next pipes chunk by chunk (measured by npm run bench:api).
 */
function withHeaders(response: Response, added: Record<string, string>): Response {
  const apply = (headers: Headers) => {
    for (const [name, value] of Object.entries(added))
      if (name === REQUEST_ID_HEADER || !headers.has(name)) headers.set(name, value);
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    // Immutable headers (a Response.redirect or a fetched one): copy them onto a new Response.
    const headers = new Headers(response.headers);
    apply(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
