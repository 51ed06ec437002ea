import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { listWebhooks } from "@/lib/services/webhooks/list-webhooks";

// GET /v2/webhooks — the merchant's webhook endpoints
export const GET = withApi({ auth: "merchant" }, async ({ merchantId }) =>
  Response.json(await listWebhooks({ merchantId })),
);

// POST /v2/webhooks — add an endpoint; the answer is the only one that shows its signing secret
export const POST = withApi(
  { auth: "merchant", body: createWebhookSchema, idempotent: true },
  async ({ body, merchantId }) => {
    const webhook = await createWebhook({ merchantId, input: body });
    return Response.json(webhook, { status: 201, headers: { Location: `/v2/webhooks/${webhook.id}` } });
  },
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["GET", "POST"]);
