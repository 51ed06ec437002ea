import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROMOTION_OPERATIONS } from "@/lib/openapi/promotion-operations";
import { createPromotion } from "@/lib/services/promotions/create-promotion";
import { listPromotions } from "@/lib/services/promotions/list-promotions";

// GET /v2/loyalty/programs/{programId}/promotions — the program's bonus-point promotions
export const GET = withApi(PROMOTION_OPERATIONS.listPromotions, async ({ params, merchantId }) =>
  Response.json(await listPromotions({ merchantId, programId: params.programId })),
);

// POST /v2/loyalty/programs/{programId}/promotions — create a promotion
export const POST = withApi(PROMOTION_OPERATIONS.createPromotion, async ({ params, body, merchantId }) => {
  const promotion = await createPromotion({ merchantId, programId: params.programId, input: body });
  const location = `/v2/loyalty/programs/${params.programId}/promotions/${promotion.id}`;
  return Response.json(promotion, { status: 201, headers: { Location: location } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
