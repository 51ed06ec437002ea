import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhook-operations";
import { rotateWebhookSecret } from "@/lib/services/webhooks/rotate-webhook-secret";

// POST /v2/webhooks/{webhookId}/rotate-secret — a new signing secret, shown once; the old one signs too for graceHours
export const POST = withApi(WEBHOOK_OPERATIONS.rotateWebhookSecret, async ({ params, body, merchantId }) =>
  Response.json(
    await rotateWebhookSecret({
      merchantId,
      webhookId: params.webhookId,
      graceHours: body?.graceHours ?? undefined,
    }),
  ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
