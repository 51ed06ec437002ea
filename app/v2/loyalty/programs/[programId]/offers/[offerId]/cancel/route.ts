import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import { cancelOffer } from "@/lib/services/offers/change-offer-status";

// POST /v2/loyalty/programs/{programId}/offers/{offerId}/cancel — LIVE or SCHEDULED → CANCELLED
export const POST = withApi(OFFER_OPERATIONS.cancelOffer, async ({ params, merchantId }) =>
  Response.json(await cancelOffer({ merchantId, ...params })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
