/**
 * The one client the browser uses for /v2: openapi-fetch over `dashboardFetch` (session cookie, and for support
 * staff `X-Merchant-Id`), typed by the generated components/api/v2.d.ts. Paths, parameters, bodies and answers
 * come from the OpenAPI document, so a route change that breaks a page fails `tsc`.
 *
 *   const result = await callApi(apiClient.POST("/v2/programs", { body }));
 *   if (!result.ok) show(result.problem);
 */
import createClient, { type Client } from "openapi-fetch";
import {
  type ApiResult,
  networkProblem,
  parseApiError,
  unreadableProblem,
} from "@/components/api/parse-api-error";
import type { paths } from "@/components/api/v2";
import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";

export type ApiClient = Client<paths>;
export type ApiPaths = paths;

/** A client for another origin (tests against a local server) or another fetch; the app uses `apiClient`. */
export function createApiClient({
  baseUrl = "",
  fetch = dashboardFetch,
}: {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
} = {}): ApiClient {
  return createClient<paths>({
    baseUrl,
    fetch: (request: Request) => fetch(request),
    headers: { Accept: "application/json" },
  });
}

export const apiClient: ApiClient = createApiClient();

type CallOutcome<T> = { data?: T; error?: unknown; response: Response };

/**
 * Awaits one `apiClient` call and returns the dashboard's one result type: the typed answer, or the problem
 * parsed from any error answer, a body that is not JSON, or a request that never reached the server.
 */
export async function callApi<T>(call: Promise<CallOutcome<T>>): Promise<ApiResult<T>> {
  let outcome: CallOutcome<T>;
  try {
    outcome = await call;
  } catch (error) {
    // openapi-fetch parses a success body as JSON and throws SyntaxError when it is not.
    return { ok: false, problem: error instanceof SyntaxError ? unreadableProblem(200) : networkProblem() };
  }
  const { data, error, response } = outcome;
  if (response.ok) return { ok: true, data: data as T, response };
  return {
    ok: false,
    problem: parseApiError({ status: response.status, body: error, headers: response.headers }),
  };
}
