import { ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { REQUEST_ID_HEADER, requestIdFromHeader } from "@/lib/api/request-id";
import { API_RESPONSE_HEADERS } from "@/lib/http/security-headers";
import { logRequest } from "@/lib/log/request-log";
import { matchRoute } from "@/lib/openapi/route-table";

type Answer = { status: number; headers: Record<string, string>; body: string };

const isHandlerMethod = (method: string) =>
  (ROUTE_HANDLER_METHODS as readonly string[]).includes(method.toUpperCase());

/**
 * True for the /v2 requests the front server (tools/server.ts) answers without Next: methods Next would reject
 * before any handler runs (TRACE, PROPFIND, …), and paths no route serves (decision 062) — Next would only hand
 * those to the catch-all's 404, after routing them through every route of the app. A path with a trailing slash
 * is left to Next, which redirects it first.
 */
export function isOutsideNext(method: string, pathname: string): boolean {
  const isApi = pathname === "/v2" || pathname.startsWith("/v2/");
  if (!isApi) return false;
  if (!isHandlerMethod(method)) return true;
  return pathname.startsWith("/v2/") && !pathname.endsWith("/") && matchRoute(pathname) === null;
}

/**
 * The answer withApi would give such a request: 405 with `Allow` on a documented route, 404 elsewhere,
 * always in the JSON error shape with `X-Request-Id` and the headers every /v2 answer carries
 * (next.config.ts), and logged like every other /v2 request. A HEAD gets no body.
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
    ...API_RESPONSE_HEADERS,
    "Content-Type": "application/json",
    [REQUEST_ID_HEADER]: requestId,
    ...(route && { Allow: route.methods.join(", ") }),
  };
  const detail = JSON.stringify({ detail: route ? "Method Not Allowed" : "Not Found" });
  logRequest({
    requestId,
    method,
    route: route?.path ?? "(unknown)",
    status,
    durationMs: performance.now() - startedAt,
  });
  return { status, headers, body: method.toUpperCase() === "HEAD" ? "" : detail };
}
