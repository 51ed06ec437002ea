import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import { ServiceError } from "@/lib/errors/api-error";
import { OFFER_ERROR_CODES, type OfferDto, type OfferErrorCode, type OfferStatus } from "@/lib/schemas/offer";
import { recordChange } from "@/lib/services/changes/record-change";
import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import { offerChanged } from "@/lib/services/offers/offer-changed";
import { type StoredOffer, toOfferDto } from "@/lib/services/offers/offer-dto";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

type OfferRef = { merchantId: string; programId: string; offerId: string };

const conflict = (code: OfferErrorCode) => new ServiceError(code, OFFER_ERROR_CODES[code], 409);

/** Compare-and-set on the status: two concurrent transitions cannot both succeed. */
async function transition(
  offer: StoredOffer,
  ref: OfferRef,
  to: Record<string, unknown>,
  code: OfferErrorCode,
) {
  await connectToDatabase();
  const updated = await Offer.findOneAndUpdate(
    { _id: ref.offerId, merchantId: ref.merchantId, status: offer.status },
    { $set: to },
    { returnDocument: "after" },
  ).lean();
  if (!updated) throw conflict(code);
  const dto = toOfferDto(updated);
  await recordChange(offerChanged(ref.merchantId, dto));
  return dto;
}

/** DRAFT → LIVE, or SCHEDULED while its start date is ahead. */
export async function publishOffer(ref: OfferRef): Promise<OfferDto> {
  const offer = await getOfferOrThrow(ref);
  await getProgramOrThrow({ ...ref, acceptArchived: false });
  if (offer.status !== "DRAFT")
    throw conflict(offer.status === "CANCELLED" ? "OFFER_CANCELLED" : "OFFER_NOT_DRAFT");
  const at = new Date();
  const status: OfferStatus = offer.startDate && offer.startDate > at ? "SCHEDULED" : "LIVE";
  return transition(offer, ref, { status, publishedAt: at }, "OFFER_NOT_DRAFT");
}

/** LIVE or SCHEDULED → CANCELLED (a draft is deleted instead). */
export async function cancelOffer(ref: OfferRef): Promise<OfferDto> {
  const offer = await getOfferOrThrow(ref);
  if (offer.status === "CANCELLED") throw conflict("OFFER_CANCELLED");
  if (offer.status === "DRAFT") throw conflict("OFFER_NOT_PUBLISHED");
  return transition(offer, ref, { status: "CANCELLED", cancelledAt: new Date() }, "OFFER_NOT_PUBLISHED");
}
