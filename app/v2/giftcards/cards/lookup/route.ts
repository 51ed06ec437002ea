import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { giftCardDtoOf } from "@/lib/services/giftcards/get-gift-card";
import { lookUpGiftCard } from "@/lib/services/giftcards/look-up-gift-card";

// GET /v2/giftcards/cards/lookup?cardNumber=… — the merchant's gift card with this full number (the counter's scan)
export const GET = withApi(GIFT_CARD_OPERATIONS.lookUpGiftCard, async ({ query, merchantId }) =>
  Response.json(await giftCardDtoOf(await lookUpGiftCard({ merchantId, cardNumber: query.cardNumber }))),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
