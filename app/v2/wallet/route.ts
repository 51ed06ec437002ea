import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WALLET_OPERATIONS } from "@/lib/openapi/wallet-operations";
import { getWalletState } from "@/lib/services/wallet/certificates/get-wallet-state";

// GET /v2/wallet — the merchant's Apple certificates per pass type and its Google Wallet configuration, in one answer
export const GET = withApi(WALLET_OPERATIONS.getWalletState, async ({ merchantId }) =>
  Response.json(await getWalletState({ merchantId })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
