import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { counterLocationOf } from "@/lib/api/operation-roles";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { redeemGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";

// POST /v2/giftcards/programs/{programId}/cards/{cardId}/redeem — take an amount off the balance
export const POST = withApi(GIFT_CARD_OPERATIONS.redeemGiftCard, async ({ params, body, merchantId, user }) =>
  Response.json(
    await redeemGiftCard({
      merchantId,
      ...params,
      ...body,
      locationId: counterLocationOf(user, body.locationId),
      actor: { actorUserId: user.userId, actorAppKeyId: user.appKey?.appKeyId ?? null },
    }),
  ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
