import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhook-operations";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { listWebhooks } from "@/lib/services/webhooks/list-webhooks";

// GET /v2/webhooks — the merchant's webhook endpoints
export const GET = withApi(WEBHOOK_OPERATIONS.listWebhooks, async ({ merchantId }) =>
  Response.json(await listWebhooks({ merchantId })),
);

// POST /v2/webhooks — add an endpoint; the answer is the only one that shows its signing secret
export const POST = withApi(WEBHOOK_OPERATIONS.createWebhook, async ({ body, merchantId }) => {
  const webhook = await createWebhook({ merchantId, input: body });
  return Response.json(webhook, { status: 201, headers: { Location: `/v2/webhooks/${webhook.id}` } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
