import type { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import { newestFirst } from "@/lib/db/newest-first";
import type { offerListSchema } from "@/lib/schemas/offer";
import { toOfferDto } from "@/lib/services/offers/offer-dto";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export const OFFER_LIST_MAX = 500;

/** A program's offers, newest first: one query narrowed by merchant and program, ordered here (sorts are not pushed down). */
export async function listOffers({
  merchantId,
  programId,
}: {
  merchantId: string;
  programId: string;
}): Promise<z.output<typeof offerListSchema>> {
  await getProgramOrThrow({ merchantId, programId });
  await connectToDatabase();
  const offers = await Offer.find({ merchantId, programId }).lean();
  return {
    items: offers
      .sort(newestFirst)
      .slice(0, OFFER_LIST_MAX)
      .map((offer) => toOfferDto(offer)),
  };
}
