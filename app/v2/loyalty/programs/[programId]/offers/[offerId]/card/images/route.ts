import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import { offerOwner } from "@/lib/services/offers/offer-image-owner";
import { listImages } from "@/lib/services/pass-images/list-images";

// GET /v2/loyalty/programs/{programId}/offers/{offerId}/card/images — the offer's card images (data)
export const GET = withApi(OFFER_OPERATIONS.listOfferCardImages, async ({ params, merchantId }) =>
  Response.json(await listImages({ owner: await offerOwner({ merchantId, ...params }) })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
