import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { APP_KEY_OPERATIONS } from "@/lib/openapi/app-key-operations";
import { revokeAppKey } from "@/lib/services/app-keys/revoke-app-key";

// DELETE /v2/appkeys/{appKeyId} — revoke an app key: the next request with it answers 401
export const DELETE = withApi(APP_KEY_OPERATIONS.revokeAppKey, async ({ params, merchantId }) => {
  await revokeAppKey({ merchantId, appKeyId: params.appKeyId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(DELETE);
