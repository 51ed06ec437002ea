import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import { ServiceError } from "@/lib/errors/api-error";
import { OFFER_ERROR_CODES, type OfferDto, type UpdateOfferInput } from "@/lib/schemas/offer";
import { recordChange } from "@/lib/services/changes/record-change";
import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import { offerChanged } from "@/lib/services/offers/offer-changed";
import { toOfferDto } from "@/lib/services/offers/offer-dto";
import { assertOfferBounds } from "@/lib/services/offers/offer-rules";

/** Partial update of any offer that is not cancelled. */
export async function updateOffer({
  merchantId,
  programId,
  offerId,
  input,
}: {
  merchantId: string;
  programId: string;
  offerId: string;
  input: UpdateOfferInput;
}): Promise<OfferDto> {
  const current = await getOfferOrThrow({ merchantId, programId, offerId });
  const cancelled = new ServiceError("OFFER_CANCELLED", OFFER_ERROR_CODES.OFFER_CANCELLED, 409);
  if (current.status === "CANCELLED") throw cancelled;
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  assertOfferBounds({ ...current, ...changes });
  await connectToDatabase();
  // The status in the filter makes the check and the write one step: a cancel in between wins.
  const updated = await Offer.findOneAndUpdate(
    { _id: offerId, merchantId, status: current.status },
    { $set: changes },
    { returnDocument: "after", runValidators: true },
  ).lean();
  if (!updated) throw cancelled;
  const dto = toOfferDto(updated);
  await recordChange(offerChanged(merchantId, dto));
  return dto;
}
