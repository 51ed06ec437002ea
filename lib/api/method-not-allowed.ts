import { type RouteHandlerMethod as HttpMethod, ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { type RouteHandler, serveRequest } from "@/lib/api/serve-request";
import type { OperationHandler } from "@/lib/api/with-api";
import { methodNotAllowed } from "@/lib/errors/api-error";

/** A method a route does not serve: answers 405 and names, in `allowedMethods`, the ones it does. */
export type MethodNotAllowedHandler = RouteHandler & { allowedMethods: HttpMethod[] };

/** The methods a route's handlers serve, in `ROUTE_HANDLER_METHODS`' order (a GET that answers HEAD adds it). */
export function methodsServedBy(served: OperationHandler[]): HttpMethod[] {
  const methods = new Set(
    served.flatMap(({ operation }) => [
      operation.method.toUpperCase(),
      ...(operation.answersHead ? ["HEAD"] : []),
    ]),
  );
  return ROUTE_HANDLER_METHODS.filter((method) => methods.has(method));
}

/**
 * Handlers for the methods a route does not serve, answering like FastAPI: 405 with a JSON body, `Allow`
 * and `X-Request-Id`. `Allow` comes from the operations of the handlers given, so it names what the route
 * serves. HEAD and OPTIONS are included on purpose: Next would otherwise answer them itself and list in
 * `Allow` every exported method, these 405 ones too.
 * Use: `export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);`
 */
export function methodsNotAllowed(
  ...served: [OperationHandler, ...OperationHandler[]]
): Record<HttpMethod, MethodNotAllowedHandler> {
  const allowedMethods = methodsServedBy(served);
  const answer = serveRequest(served[0].operation.path, async () => {
    throw methodNotAllowed(allowedMethods);
  });
  const handler = Object.assign(answer, { allowedMethods });
  return Object.fromEntries(ROUTE_HANDLER_METHODS.map((method) => [method, handler])) as Record<
    HttpMethod,
    MethodNotAllowedHandler
  >;
}
