import type { OfferDto } from "@/lib/schemas/offer";
import type { ChangeOf } from "@/lib/services/changes/change";

/** An offer was published, edited, cancelled or deleted (the passes of its program list live offers). */
export const offerChanged = (
  merchantId: string,
  offer: OfferDto,
  at = new Date(),
): ChangeOf<"offer.changed"> => ({
  kind: "offer.changed",
  merchantId,
  programId: offer.programId,
  status: offer.status,
  startsAt: offer.startDate ? new Date(offer.startDate) : null,
  endsAt: offer.endDate ? new Date(offer.endDate) : null,
  at,
});
