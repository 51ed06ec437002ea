import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import { deleteOffer } from "@/lib/services/offers/delete-offer";
import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import { toOfferDto } from "@/lib/services/offers/offer-dto";
import { updateOffer } from "@/lib/services/offers/update-offer";

// GET /v2/loyalty/programs/{programId}/offers/{offerId} — one offer
export const GET = withApi(OFFER_OPERATIONS.getOffer, async ({ params, merchantId }) =>
  Response.json(toOfferDto(await getOfferOrThrow({ merchantId, ...params }))),
);

// PUT /v2/loyalty/programs/{programId}/offers/{offerId} — update the fields given (not once cancelled)
export const PUT = withApi(OFFER_OPERATIONS.updateOffer, async ({ params, body, merchantId }) =>
  Response.json(await updateOffer({ merchantId, ...params, input: body })),
);

// DELETE /v2/loyalty/programs/{programId}/offers/{offerId} — delete a draft offer
export const DELETE = withApi(OFFER_OPERATIONS.deleteOffer, async ({ params, merchantId }) => {
  await deleteOffer({ merchantId, ...params });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT, DELETE);
