import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhook-operations";
import { sendTestEvent } from "@/lib/services/webhooks/send-test-event";

// POST /v2/webhooks/{webhookId}/test — queue a `webhook.test` delivery to this endpoint
export const POST = withApi(WEBHOOK_OPERATIONS.testWebhook, async ({ params, merchantId }) =>
  Response.json(await sendTestEvent({ merchantId, webhookId: params.webhookId }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
