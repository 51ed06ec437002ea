import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { listGiftCards } from "@/lib/services/giftcards/list-gift-cards";

// GET /v2/giftcards/programs/{programId}/cards — the program's cards, newest first, paginated
export const GET = withApi(GIFT_CARD_OPERATIONS.listGiftCards, async ({ params, query, merchantId }) =>
  Response.json(await listGiftCards({ merchantId, programId: params.programId, query })),
);

// POST /v2/giftcards/programs/{programId}/cards — issue a gift card
export const POST = withApi(GIFT_CARD_OPERATIONS.issueGiftCard, async ({ params, body, merchantId, user }) =>
  Response.json(
    await issueGiftCard({
      merchantId,
      programId: params.programId,
      input: body,
      actor: { actorUserId: user.userId, actorAppKeyId: user.appKey?.appKeyId ?? null },
    }),
    { status: 201 },
  ),
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
