import { connectToDatabase } from "@/lib/db/connect";
import { Offer } from "@/lib/db/models/offer";
import { ServiceError } from "@/lib/errors/api-error";
import { OFFER_ERROR_CODES } from "@/lib/schemas/offer";
import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import { deleteAllImagesOf } from "@/lib/services/pass-images/delete-images";

/** Only drafts; a published offer is cancelled instead, so customers' passes keep their history. */
export async function deleteOffer({
  merchantId,
  programId,
  offerId,
}: {
  merchantId: string;
  programId: string;
  offerId: string;
}): Promise<void> {
  const offer = await getOfferOrThrow({ merchantId, programId, offerId });
  const draftOnly = new ServiceError("OFFER_NOT_DRAFT", OFFER_ERROR_CODES.OFFER_NOT_DRAFT, 409);
  if (offer.status !== "DRAFT") throw draftOnly;
  await connectToDatabase();
  const result = await Offer.deleteOne({ _id: offerId, merchantId, status: "DRAFT" });
  if (result.deletedCount === 0) throw draftOnly;
  await deleteAllImagesOf({ merchantId, offerId });
}
