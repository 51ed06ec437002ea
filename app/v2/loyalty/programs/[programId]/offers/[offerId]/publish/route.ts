import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import { publishOffer } from "@/lib/services/offers/change-offer-status";

// POST /v2/loyalty/programs/{programId}/offers/{offerId}/publish — DRAFT → LIVE (SCHEDULED before startDate)
export const POST = withApi(OFFER_OPERATIONS.publishOffer, async ({ params, merchantId }) =>
  Response.json(await publishOffer({ merchantId, ...params })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
