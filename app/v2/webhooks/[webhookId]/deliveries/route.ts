import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhook-operations";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";

// GET /v2/webhooks/{webhookId}/deliveries — the endpoint's delivery log, newest first
export const GET = withApi(WEBHOOK_OPERATIONS.listWebhookDeliveries, async ({ params, query, merchantId }) =>
  Response.json(await listDeliveries({ merchantId, webhookId: params.webhookId, limit: query.limit })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
