import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { deliveryParamsSchema } from "@/lib/schemas/webhook";
import { redeliver } from "@/lib/services/webhooks/redeliver";

// POST /v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver — send a logged delivery again
export const POST = withApi(
  { auth: "merchant", params: deliveryParamsSchema },
  async ({ params, merchantId }) =>
    Response.json(await redeliver({ merchantId, ...params }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
