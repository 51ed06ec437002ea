import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PUBLIC_JOIN_OPERATIONS } from "@/lib/openapi/public-join-operations";
import { replaceGiftCardLink } from "@/lib/services/card-links/replace-gift-card-link";

// POST /v2/giftcards/programs/{programId}/cards/{cardId}/card-link — replace the gift card's page link and e-mail the new one
export const POST = withApi(PUBLIC_JOIN_OPERATIONS.replaceGiftCardLink, async ({ params, merchantId }) =>
  Response.json(await replaceGiftCardLink({ merchantId, ...params }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
