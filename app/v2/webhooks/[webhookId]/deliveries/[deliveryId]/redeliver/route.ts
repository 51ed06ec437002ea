import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhook-operations";
import { redeliver } from "@/lib/services/webhooks/redeliver";

// POST /v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver — send a logged delivery again
export const POST = withApi(WEBHOOK_OPERATIONS.redeliverWebhookDelivery, async ({ params, merchantId }) =>
  Response.json(await redeliver({ merchantId, ...params }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
