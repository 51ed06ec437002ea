/**
 * The one client the dashboard uses for /v2: openapi-fetch over `dashboardFetch` (session cookie, and for support
 * staff `X-Merchant-Id`), typed by the generated components/api/v2.d.ts. Paths, parameters, bodies and answers
 * come from the OpenAPI document, so a route change that breaks a page fails `tsc`. Uploads with progress go
 * through `uploadWithProgress` (components/api/upload.ts), file downloads through `downloadWithProgress`
 * (components/api/download.ts); customer pages use `publicApiClient` (components/api/public-client.ts).
 *
 *   const result = await callApi(apiClient.POST("/v2/programs", { body }));
 *   if (!result.ok) show(result.problem);
 */
import { type ApiClient, createTypedClient } from "@/components/api/call-api";
import { dashboardFetch } from "@/components/api/dashboard-fetch";

export { type ApiClient, callApi } from "@/components/api/call-api";

/** A client for another origin (tests against a local server) or another fetch; the app uses `apiClient`. */
export function createApiClient({
  baseUrl = "",
  fetch = dashboardFetch,
}: {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
} = {}): ApiClient {
  return createTypedClient({ baseUrl, fetch });
}

export const apiClient: ApiClient = createApiClient();
