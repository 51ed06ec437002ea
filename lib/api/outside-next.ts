import { ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { REQUEST_ID_HEADER, requestIdFromHeader } from "@/lib/api/request-id";
import { logRequest } from "@/lib/log/request-log";
import { matchRoute } from "@/lib/openapi/route-table";

type Answer = { status: number; headers: Record<string, string>; body: string };

/** True for /v2 requests whose method Next would reject before any handler runs (TRACE, PROPFIND, …). */
export function isOutsideNext(method: string, pathname: string): boolean {
  const isApi = pathname === "/v2" || pathname.startsWith("/v2/");
  return isApi && !(ROUTE_HANDLER_METHODS as readonly string[]).includes(method.toUpperCase());
}

/**
 * The answer withApi would give such a request: 405 with `Allow` on a documented route, 404 elsewhere,
 * always in the JSON error shape with `X-Request-Id`, and logged like every other /v2 request.
 */
export function answerOutsideNext({
  method,
  pathname,
  clientRequestId,
}: {
  method: string;
  pathname: string;
  clientRequestId: string | undefined;
}): Answer {
  const startedAt = performance.now();
  const requestId = requestIdFromHeader(clientRequestId);
  const route = matchRoute(pathname);
  const status = route ? 405 : 404;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    [REQUEST_ID_HEADER]: requestId,
    ...(route && { Allow: route.methods.join(", ") }),
  };
  const body = JSON.stringify({ detail: route ? "Method Not Allowed" : "Not Found" });
  logRequest({
    requestId,
    method,
    route: route?.path ?? "(unknown)",
    status,
    durationMs: performance.now() - startedAt,
  });
  return { status, headers, body };
}
