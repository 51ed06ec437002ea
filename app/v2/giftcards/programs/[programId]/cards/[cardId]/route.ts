import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { getGiftCardOrThrow, giftCardDtoOf } from "@/lib/services/giftcards/get-gift-card";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

// GET /v2/giftcards/programs/{programId}/cards/{cardId} — one gift card with its balance
export const GET = withApi(GIFT_CARD_OPERATIONS.getGiftCard, async ({ params, merchantId }) => {
  await getProgramOrThrow({ merchantId, programId: params.programId, programType: "giftcard" });
  return Response.json(await giftCardDtoOf(await getGiftCardOrThrow({ merchantId, ...params })));
});

// DELETE /v2/giftcards/programs/{programId}/cards/{cardId} — soft-delete; purged after the retention period
export const DELETE = withApi(GIFT_CARD_OPERATIONS.deleteGiftCard, async ({ params, merchantId }) => {
  await deleteGiftCard({ merchantId, ...params });
  return new Response(null, { status: 204 });
});

export const { POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, DELETE);
