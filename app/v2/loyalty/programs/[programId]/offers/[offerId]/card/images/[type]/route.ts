import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { pngResponse } from "@/lib/api/png-response";
import { withApi } from "@/lib/api/with-api";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import { offerOwner } from "@/lib/services/offers/offer-image-owner";
import { deleteImage } from "@/lib/services/pass-images/delete-images";
import { getImageFileOrThrow } from "@/lib/services/pass-images/get-image";
import { storeImage } from "@/lib/services/pass-images/store-image";

// POST /v2/loyalty/programs/{programId}/offers/{offerId}/card/images/{type} — create or replace a card image
export const POST = withApi(
  OFFER_OPERATIONS.uploadOfferCardImage,
  async ({ params: { type, ...ref }, query, body, merchantId }) => {
    const owner = await offerOwner({ merchantId, ...ref });
    return Response.json(await storeImage({ owner, slot: { type }, file: body.image, query }));
  },
);

// GET /v2/loyalty/programs/{programId}/offers/{offerId}/card/images/{type} — the PNG itself, with ETag
export const GET = withApi(
  OFFER_OPERATIONS.getOfferCardImage,
  async ({ request, params: { type, ...ref }, merchantId }) => {
    const owner = await offerOwner({ merchantId, ...ref });
    return pngResponse(request, await getImageFileOrThrow({ owner, type }));
  },
);

// DELETE /v2/loyalty/programs/{programId}/offers/{offerId}/card/images/{type} — delete a card image
export const DELETE = withApi(
  OFFER_OPERATIONS.deleteOfferCardImage,
  async ({ params: { type, ...ref }, merchantId }) => {
    await deleteImage({ owner: await offerOwner({ merchantId, ...ref }), type });
    return new Response(null, { status: 204 });
  },
);

export const { PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, POST, DELETE);
