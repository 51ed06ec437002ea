import type { Types } from "mongoose";
import type { OfferRedemptionDocument } from "@/lib/db/models/offer-redemption";
import type { PointsEntryDto, RedemptionDto } from "@/lib/schemas/member";

export type StoredRedemption = OfferRedemptionDocument & { _id: Types.ObjectId; createdAt: Date };

/** The stored copy of the debit; copies made before issue 30 have no `locationId`. */
const entryOf = (entry: unknown): PointsEntryDto | null =>
  entry ? { ...(entry as PointsEntryDto), locationId: (entry as PointsEntryDto).locationId ?? null } : null;

export const toRedemptionDto = (redemption: StoredRedemption): RedemptionDto => ({
  id: String(redemption._id),
  programId: String(redemption.programId),
  offerId: String(redemption.offerId),
  memberId: String(redemption.memberId),
  pointsCost: redemption.pointsCost,
  locationId: redemption.locationId ? String(redemption.locationId) : null,
  entry: entryOf(redemption.entry),
  createdAt: redemption.createdAt.toISOString(),
});
