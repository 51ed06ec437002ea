import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { reloadGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";

// POST /v2/giftcards/programs/{programId}/cards/{cardId}/reload — add an amount to the balance
export const POST = withApi(GIFT_CARD_OPERATIONS.reloadGiftCard, async ({ params, body, merchantId, user }) =>
  Response.json(
    await reloadGiftCard({
      merchantId,
      ...params,
      amount: body.amount,
      actor: { actorUserId: user.userId, actorAppKeyId: user.appKey?.appKeyId ?? null },
    }),
  ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
