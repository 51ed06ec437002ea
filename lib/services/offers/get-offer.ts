import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import { notFound } from "@/lib/errors/api-error";
import type { StoredOffer } from "@/lib/services/offers/offer-dto";

export const OFFER_NOT_FOUND = "Offer not found";

/**
 * The one lookup of an offer: by `_id` alone, then merchant and program checked in code. Another merchant's (or
 * program's) offer and a malformed id are 404 `Offer not found`. Answers the stored offer; the API's shape is
 * `toOfferDto(offer)`.
 */
export async function getOfferOrThrow({
  merchantId,
  programId,
  offerId,
}: {
  merchantId: string;
  programId: string;
  offerId: string;
}): Promise<StoredOffer> {
  if (!isValidObjectId(offerId)) throw notFound(OFFER_NOT_FOUND);
  await connectToDatabase();
  const offer = await Offer.findById(offerId).lean<StoredOffer>();
  const isOwn = offer && String(offer.merchantId) === merchantId && String(offer.programId) === programId;
  if (!isOwn) throw notFound(OFFER_NOT_FOUND);
  return offer;
}
