import { type RouteHandlerMethod as HttpMethod, ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { withApi } from "@/lib/api/with-api";
import { methodNotAllowed } from "@/lib/errors/api-error";

type Handler = ReturnType<typeof withApi>;

/**
 * Handlers for the methods a route does not serve, answering like FastAPI: 405 with a JSON body, `Allow`
 * and `X-Request-Id`. HEAD and OPTIONS are included on purpose: Next would otherwise answer them itself and
 * list in `Allow` every exported method, these 405 ones too.
 * Use: `export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["GET", "POST"]);`
 */
export function methodsNotAllowed(allowed: HttpMethod[]): Record<HttpMethod, Handler> {
  const answer = withApi({ auth: "none" }, async () => {
    throw methodNotAllowed(allowed);
  });
  return Object.fromEntries(ROUTE_HANDLER_METHODS.map((method) => [method, answer])) as Record<
    HttpMethod,
    Handler
  >;
}
