import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import type { OfferDto } from "@/lib/schemas/offer";
import { toOfferDto } from "@/lib/services/offers/offer-dto";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export const OFFER_LIST_MAX = 500;

/** A program's offers, newest first. */
export async function listOffers({
  merchantId,
  programId,
}: {
  merchantId: string;
  programId: string;
}): Promise<{ items: OfferDto[] }> {
  await getProgramOrThrow({ merchantId, programId });
  await connectToDatabase();
  const offers = await Offer.find({ merchantId, programId })
    .sort({ createdAt: -1, _id: -1 })
    .limit(OFFER_LIST_MAX)
    .lean();
  return { items: offers.map(toOfferDto) };
}
