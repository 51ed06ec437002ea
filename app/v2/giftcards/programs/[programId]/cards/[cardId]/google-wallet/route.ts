import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GOOGLE_WALLET_OPERATIONS } from "@/lib/openapi/google-wallet-operations";
import { getGoogleSaveLink } from "@/lib/services/wallet/google/get-save-link";

// GET /v2/giftcards/programs/{programId}/cards/{cardId}/google-wallet — the gift card pass's "Add to Google Wallet" link
export const GET = withApi(
  GOOGLE_WALLET_OPERATIONS.getGiftCardGoogleWalletLink,
  async ({ params, merchantId }) =>
    Response.json(
      await getGoogleSaveLink({
        merchantId,
        programId: params.programId,
        subject: { kind: "giftcard", id: params.cardId },
      }),
    ),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
