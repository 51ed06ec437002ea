import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { pkpassResponse } from "@/lib/api/pkpass-response";
import { withApi } from "@/lib/api/with-api";
import { APPLE_WALLET_OPERATIONS } from "@/lib/openapi/apple-wallet-operations";
import { getApplePassFile } from "@/lib/services/wallet/apple/get-pass-file";

// GET /v2/giftcards/programs/{programId}/cards/{cardId}/pass — the gift card's signed Apple Wallet pass (.pkpass)
export const GET = withApi(APPLE_WALLET_OPERATIONS.getGiftCardApplePass, async ({ params, merchantId }) => {
  const { pkpass, serialNumber } = await getApplePassFile({
    merchantId,
    programId: params.programId,
    subject: { kind: "giftcard", id: params.cardId },
  });
  return pkpassResponse(pkpass, serialNumber);
});

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
