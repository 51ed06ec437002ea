import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import { createOffer } from "@/lib/services/offers/create-offer";
import { listOffers } from "@/lib/services/offers/list-offers";

// GET /v2/loyalty/programs/{programId}/offers — the program's offers, newest first
export const GET = withApi(OFFER_OPERATIONS.listOffers, async ({ params, merchantId }) =>
  Response.json(await listOffers({ merchantId, programId: params.programId })),
);

// POST /v2/loyalty/programs/{programId}/offers — create an offer (starts as DRAFT)
export const POST = withApi(OFFER_OPERATIONS.createOffer, async ({ params, body, merchantId }) => {
  const offer = await createOffer({ merchantId, programId: params.programId, input: body });
  const location = `/v2/loyalty/programs/${params.programId}/offers/${offer.id}`;
  return Response.json(offer, { status: 201, headers: { Location: location } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
