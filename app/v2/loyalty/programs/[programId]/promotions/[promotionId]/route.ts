import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROMOTION_OPERATIONS } from "@/lib/openapi/promotion-operations";
import { deletePromotion } from "@/lib/services/promotions/delete-promotion";
import { getPromotionOrThrow } from "@/lib/services/promotions/get-promotion";
import { toPromotionDto } from "@/lib/services/promotions/promotion-dto";
import { updatePromotion } from "@/lib/services/promotions/update-promotion";

// GET /v2/loyalty/programs/{programId}/promotions/{promotionId} — one promotion
export const GET = withApi(PROMOTION_OPERATIONS.getPromotion, async ({ params, merchantId }) =>
  Response.json(toPromotionDto(await getPromotionOrThrow({ merchantId, ...params }))),
);

// PUT /v2/loyalty/programs/{programId}/promotions/{promotionId} — replace a promotion
export const PUT = withApi(PROMOTION_OPERATIONS.updatePromotion, async ({ params, body, merchantId }) =>
  Response.json(await updatePromotion({ merchantId, ...params, input: body })),
);

// DELETE /v2/loyalty/programs/{programId}/promotions/{promotionId} — delete a promotion
export const DELETE = withApi(PROMOTION_OPERATIONS.deletePromotion, async ({ params, merchantId }) => {
  await deletePromotion({ merchantId, ...params });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT, DELETE);
