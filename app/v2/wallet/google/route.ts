import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WALLET_OPERATIONS } from "@/lib/openapi/wallet-operations";
import {
  deleteGoogleWalletConfig,
  saveGoogleWalletConfig,
} from "@/lib/services/wallet/certificates/google-wallet-config";

// PUT /v2/wallet/google — the merchant's own Google Wallet issuer and service account (preferred over the service's)
export const PUT = withApi(WALLET_OPERATIONS.setGoogleWalletConfig, async ({ body, merchantId }) =>
  Response.json(await saveGoogleWalletConfig({ merchantId, input: body })),
);

// DELETE /v2/wallet/google — remove the merchant's own Google Wallet configuration
export const DELETE = withApi(WALLET_OPERATIONS.deleteGoogleWalletConfig, async ({ merchantId }) => {
  await deleteGoogleWalletConfig({ merchantId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(PUT, DELETE);
