import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhook-operations";
import { deleteWebhook } from "@/lib/services/webhooks/delete-webhook";
import { getWebhookOrThrow } from "@/lib/services/webhooks/get-webhook";
import { updateWebhook } from "@/lib/services/webhooks/update-webhook";
import { toWebhookDto } from "@/lib/services/webhooks/webhook-dto";

// GET /v2/webhooks/{webhookId} — one endpoint (never its secret)
export const GET = withApi(WEBHOOK_OPERATIONS.getWebhook, async ({ params, merchantId }) =>
  Response.json(toWebhookDto(await getWebhookOrThrow({ merchantId, webhookId: params.webhookId }))),
);

// PUT /v2/webhooks/{webhookId} — change URL, events, description or enabled (partial)
export const PUT = withApi(WEBHOOK_OPERATIONS.updateWebhook, async ({ params, body, merchantId }) =>
  Response.json(await updateWebhook({ merchantId, webhookId: params.webhookId, input: body })),
);

// DELETE /v2/webhooks/{webhookId} — remove the endpoint and its delivery log
export const DELETE = withApi(WEBHOOK_OPERATIONS.deleteWebhook, async ({ params, merchantId }) => {
  await deleteWebhook({ merchantId, webhookId: params.webhookId });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT, DELETE);
