import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import { notFound } from "@/lib/errors/api-error";
import type { OfferDto } from "@/lib/schemas/offer";
import { type StoredOffer, toOfferDto } from "@/lib/services/offers/offer-dto";

export const OFFER_NOT_FOUND = "Offer not found";

/** By _id alone, then merchant and program in code: another merchant's (or program's) offer is a 404. */
export async function findOwnOfferOrThrow({
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
  const offer = await Offer.findById(offerId).lean();
  const isOwn = offer && String(offer.merchantId) === merchantId && String(offer.programId) === programId;
  if (!isOwn) throw notFound(OFFER_NOT_FOUND);
  return offer;
}

export async function getOfferOrThrow(options: {
  merchantId: string;
  programId: string;
  offerId: string;
}): Promise<OfferDto> {
  return toOfferDto(await findOwnOfferOrThrow(options));
}
