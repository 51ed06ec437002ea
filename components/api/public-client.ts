import { type ApiClient, createTypedClient } from "@/components/api/call-api";

export { callApi } from "@/components/api/call-api";

/**
 * The typed client of the customer's pages (join, card): plain fetch, no session and no staff header, and none
 * of the dashboard's code in their bundle (openapi-fetch and the error parser, which they needed anyway).
 */
export const publicApiClient: ApiClient = createTypedClient({ fetch: (request) => fetch(request) });
