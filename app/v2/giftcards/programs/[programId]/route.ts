import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { deleteGiftCardProgram } from "@/lib/services/giftcards/delete-gift-card-program";

// DELETE /v2/giftcards/programs/{programId} — soft-delete a gift-card program; purged after its retention period
export const DELETE = withApi(GIFT_CARD_OPERATIONS.deleteGiftCardProgram, async ({ params, merchantId }) => {
  await deleteGiftCardProgram({ merchantId, programId: params.programId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(DELETE);
