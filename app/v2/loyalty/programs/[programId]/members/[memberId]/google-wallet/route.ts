import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GOOGLE_WALLET_OPERATIONS } from "@/lib/openapi/google-wallet-operations";
import { getGoogleSaveLink } from "@/lib/services/wallet/google/get-save-link";

// GET /v2/loyalty/programs/{programId}/members/{memberId}/google-wallet — the member pass's "Add to Google Wallet" link
export const GET = withApi(
  GOOGLE_WALLET_OPERATIONS.getMemberGoogleWalletLink,
  async ({ params, merchantId }) =>
    Response.json(
      await getGoogleSaveLink({
        merchantId,
        programId: params.programId,
        subject: { kind: "member", id: params.memberId },
      }),
    ),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
