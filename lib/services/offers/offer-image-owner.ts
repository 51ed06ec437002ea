import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import type { ImageOwner } from "@/lib/services/pass-images/image-owner";

/** The offer card's image slots, once the offer is the merchant's (404 otherwise). */
export async function offerOwner(options: {
  merchantId: string;
  programId: string;
  offerId: string;
}): Promise<ImageOwner> {
  await getOfferOrThrow(options);
  return { kind: "offer", ...options };
}
