/**
 * The typed client's core, with nothing of the dashboard in it: openapi-fetch over the generated
 * components/api/v2.d.ts, and `callApi`, which turns every outcome into one `ApiResult`. The dashboard's client
 * (components/api/client.ts) and the customer pages' (components/api/public-client.ts) are both made here.
 */
import createClient, { type Client } from "openapi-fetch";
import {
  type ApiResult,
  networkProblem,
  parseApiError,
  unreadableProblem,
} from "@/components/api/parse-api-error";
import type { paths } from "@/components/api/v2";

export type ApiClient = Client<paths>;

/** A typed client over this `fetch` (the dashboard's, plain fetch, or a test's against a local server). */
export function createTypedClient({
  baseUrl = "",
  fetch,
}: {
  baseUrl?: string;
  fetch: (request: Request) => Promise<Response>;
}): ApiClient {
  return createClient<paths>({
    baseUrl,
    fetch: (request: Request) => fetch(request),
    headers: { Accept: "application/json" },
  });
}

type CallOutcome<T> = { data?: T; error?: unknown; response: Response };

/**
 * Awaits one typed call and returns the browser's one result type: the typed answer, or the problem parsed
 * from any error answer, a body that is not JSON, or a request that never reached the server.
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
