import type { ChangeOf } from "@/lib/services/changes/change";
import type { StoredRedemption } from "@/lib/services/redemptions/redemption-dto";

/** `offer.redeemed`, keyed by the redemption (the points it cost are their own `points.changed`). */
export const offerRedeemed = (redemption: StoredRedemption): ChangeOf<"offer.redeemed"> => ({
  kind: "offer.redeemed",
  merchantId: redemption.merchantId,
  key: String(redemption._id),
  data: {
    offerId: String(redemption.offerId),
    programId: String(redemption.programId),
    memberId: String(redemption.memberId),
    pointsCost: redemption.pointsCost,
    locationId: redemption.locationId ? String(redemption.locationId) : null,
    at: redemption.createdAt.toISOString(),
  },
  at: redemption.createdAt,
});
