const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];
type Handler = () => Response;

/**
 * Handlers for the methods a route does not serve, answering like FastAPI (Next's own 405 has no body
 * and no Allow header). Use: `export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);`
 */
export function methodsNotAllowed(allowed: HttpMethod[]): Record<HttpMethod, Handler> {
  const allow = allowed.join(", ");
  const answer: Handler = () =>
    Response.json({ detail: "Method Not Allowed" }, { status: 405, headers: { Allow: allow } });
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, answer])) as Record<HttpMethod, Handler>;
}
