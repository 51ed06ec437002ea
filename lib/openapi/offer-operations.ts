import { defineOperations } from "@/lib/openapi/operation";
import {
  IMAGE_UPLOAD_DESCRIPTION,
  IMAGE_UPLOAD_EXCHANGE,
  PNG_ANSWER,
} from "@/lib/openapi/template-operations";
import { OFFER_CARD_RESOLUTION } from "@/lib/passes/image-rules";
import {
  createOfferSchema,
  OFFER_ERROR_CODES,
  offerListParamsSchema,
  offerListSchema,
  offerParamsSchema,
  offerResponseSchema,
  updateOfferSchema,
} from "@/lib/schemas/offer";
import {
  offerCardImageParamsSchema,
  offerCardImagesParamsSchema,
  passImageListSchema,
} from "@/lib/schemas/pass-image";

const tags = ["Offers"];
const notFound = {
  404: "No such program or offer for this merchant (another merchant's is reported the same way)",
};
const offer = { schema: offerResponseSchema, name: "Offer" };
const transitions = { serviceErrorCodes: Object.keys(OFFER_ERROR_CODES), serviceErrorStatus: 409 };
const base = `/v2/loyalty/programs/{programId}/offers`;
/** Rules between fields, which no field's schema can state (lib/services/offers/offer-rules.ts). */
const CROSS_FIELD_RULES =
  'Between fields: `endDate` must be after `startDate` (else 422 `value_error` at `["body","endDate"]`) and `pointsMax` must not be below `pointsMin` (else 422 at `["body","pointsMax"]`).';

export const OFFER_OPERATIONS = defineOperations({
  listOffers: {
    method: "get",
    path: base,
    summary: "List a program's offers",
    description:
      "Newest first; at most 500. A SCHEDULED offer reads as LIVE once its `startDate` has passed.",
    tags,
    auth: "merchant",
    params: offerListParamsSchema,
    success: { status: 200, description: "Offers", schema: offerListSchema, name: "OfferList" },
    errors: notFound,
  },
  createOffer: {
    method: "post",
    path: base,
    idempotent: true,
    summary: "Create an offer (DRAFT)",
    description: `States: DRAFT → (publish) LIVE, or SCHEDULED while \`startDate\` is ahead → (cancel) CANCELLED. ${CROSS_FIELD_RULES}`,
    tags,
    auth: "merchant",
    params: offerListParamsSchema,
    body: { schema: createOfferSchema, name: "OfferCreate" },
    success: { status: 201, description: "The created offer", ...offer, hasLocation: true },
    errors: notFound,
    // Issue 11: an archived program takes no new offers.
    conflictCodes: ["PROGRAM_ARCHIVED"],
  },
  getOffer: {
    method: "get",
    path: `${base}/{offerId}`,
    summary: "Get one offer",
    tags,
    auth: "merchant",
    params: offerParamsSchema,
    success: { status: 200, description: "The offer", ...offer },
    errors: notFound,
  },
  updateOffer: {
    method: "put",
    path: `${base}/{offerId}`,
    summary: "Update an offer",
    description: `Partial update; not once cancelled (409 OFFER_CANCELLED). ${CROSS_FIELD_RULES} They apply to the offer as it will be stored: a field left out counts with its stored value.`,
    tags,
    auth: "merchant",
    params: offerParamsSchema,
    body: { schema: updateOfferSchema, name: "OfferUpdate" },
    success: { status: 200, description: "The updated offer", ...offer },
    errors: notFound,
    ...transitions,
  },
  deleteOffer: {
    method: "delete",
    path: `${base}/{offerId}`,
    summary: "Delete a draft offer",
    description: "Only while DRAFT (409 OFFER_NOT_DRAFT otherwise); published offers are cancelled instead.",
    tags,
    auth: "merchant",
    params: offerParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: notFound,
    ...transitions,
  },
  publishOffer: {
    method: "post",
    path: `${base}/{offerId}/publish`,
    summary: "Publish a draft offer",
    description: "DRAFT → LIVE, or SCHEDULED when `startDate` is in the future.",
    tags,
    auth: "merchant",
    params: offerParamsSchema,
    success: { status: 200, description: "The published offer", ...offer },
    errors: notFound,
    ...transitions,
    // Issue 11: an archived program publishes no offers.
    serviceErrorCodes: [...transitions.serviceErrorCodes, "PROGRAM_ARCHIVED"],
  },
  cancelOffer: {
    method: "post",
    path: `${base}/{offerId}/cancel`,
    summary: "Cancel a live or scheduled offer",
    tags,
    auth: "merchant",
    params: offerParamsSchema,
    success: { status: 200, description: "The cancelled offer", ...offer },
    errors: notFound,
    ...transitions,
  },
  listOfferCardImages: {
    method: "get",
    path: `${base}/{offerId}/card/images`,
    summary: "List an offer's card images (their data)",
    tags,
    auth: "merchant",
    params: offerCardImagesParamsSchema,
    success: { status: 200, description: "Images", schema: passImageListSchema, name: "PassImageList" },
    errors: notFound,
  },
  uploadOfferCardImage: {
    method: "post",
    path: `${base}/{offerId}/card/images/{type}`,
    summary: "Create or replace an offer's card image",
    description: `${IMAGE_UPLOAD_DESCRIPTION}\n\nAn offer card image has no resolution in its path: it is the @3x (\`${OFFER_CARD_RESOLUTION}\`) image, checked against the coupon's rule for its type (event ticket's for background and thumbnail, boarding pass's for footer). Every type is accepted.`,
    tags,
    auth: "merchant",
    params: offerCardImageParamsSchema,
    query: IMAGE_UPLOAD_EXCHANGE.query,
    body: IMAGE_UPLOAD_EXCHANGE.body,
    success: IMAGE_UPLOAD_EXCHANGE.success,
    errors: { ...notFound, 413: IMAGE_UPLOAD_EXCHANGE.imageTooLarge },
  },
  getOfferCardImage: {
    method: "get",
    path: `${base}/{offerId}/card/images/{type}`,
    summary: "The stored PNG of an offer card image",
    description: "`image/png` with `ETag`; 304 when `If-None-Match` names it.",
    tags,
    auth: "merchant",
    params: offerCardImageParamsSchema,
    ...PNG_ANSWER,
    errors: { 404: "No such offer, or no image of this type" },
  },
  deleteOfferCardImage: {
    method: "delete",
    path: `${base}/{offerId}/card/images/{type}`,
    summary: "Delete an offer's card image",
    tags,
    auth: "merchant",
    params: offerCardImageParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: { 404: "No such offer, or no image of this type" },
  },
});
