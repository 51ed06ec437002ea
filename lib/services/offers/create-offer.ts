import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import type { CreateOfferInput, OfferDto } from "@/lib/schemas/offer";
import { toOfferDto } from "@/lib/services/offers/offer-dto";
import { assertOfferBounds } from "@/lib/services/offers/offer-rules";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/** New offers start as DRAFT. */
export async function createOffer({
  merchantId,
  programId,
  input,
}: {
  merchantId: string;
  programId: string;
  input: CreateOfferInput;
}): Promise<OfferDto> {
  await getProgramOrThrow({ merchantId, programId, acceptArchived: false });
  assertOfferBounds(input);
  await connectToDatabase();
  const created = await Offer.create({ ...input, merchantId, programId, status: "DRAFT" });
  return toOfferDto(created.toObject());
}
