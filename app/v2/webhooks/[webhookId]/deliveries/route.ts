import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { listDeliveriesQuerySchema, webhookParamsSchema } from "@/lib/schemas/webhook";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";

// GET /v2/webhooks/{webhookId}/deliveries — the endpoint's delivery log, newest first
export const GET = withApi(
  { auth: "merchant", params: webhookParamsSchema, query: listDeliveriesQuerySchema },
  async ({ params, query, merchantId }) =>
    Response.json(await listDeliveries({ merchantId, webhookId: params.webhookId, limit: query.limit })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["GET"]);
