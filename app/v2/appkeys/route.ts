import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { APP_KEY_OPERATIONS } from "@/lib/openapi/app-key-operations";
import { createAppKey } from "@/lib/services/app-keys/create-app-key";
import { listAppKeys } from "@/lib/services/app-keys/list-app-keys";

// GET /v2/appkeys — the merchant's app keys (never their secrets)
export const GET = withApi(APP_KEY_OPERATIONS.listAppKeys, async ({ merchantId }) =>
  Response.json(await listAppKeys({ merchantId })),
);

// POST /v2/appkeys — mint an app key for partners; the secret is in this answer only
export const POST = withApi(APP_KEY_OPERATIONS.createAppKey, async ({ body, merchantId, user }) => {
  const key = await createAppKey({ merchantId, createdBy: user.userId, input: body });
  return Response.json(key, { status: 201, headers: { Location: `/v2/appkeys/${key.id}` } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
