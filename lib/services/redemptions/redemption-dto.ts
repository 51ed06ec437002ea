import type { Types } from "mongoose";
import type { OfferRedemptionDocument } from "@/lib/db/models/offer-redemption";
import type { PointsEntryDto, RedemptionDto } from "@/lib/schemas/member";

export type StoredRedemption = OfferRedemptionDocument & { _id: Types.ObjectId; createdAt: Date };

export const toRedemptionDto = (redemption: StoredRedemption): RedemptionDto => ({
  id: String(redemption._id),
  programId: String(redemption.programId),
  offerId: String(redemption.offerId),
  memberId: String(redemption.memberId),
  pointsCost: redemption.pointsCost,
  entry: (redemption.entry as PointsEntryDto | null) ?? null,
  createdAt: redemption.createdAt.toISOString(),
});
