import type { Types } from "mongoose";
import type { OfferRedemptionDocument } from "@/lib/db/models/offer-redemption";
import type { PointsEntryDto, RedemptionDto } from "@/lib/schemas/member";

export type StoredRedemption = OfferRedemptionDocument & { _id: Types.ObjectId; createdAt: Date };

/** The stored copy of the debit; copies made before issue 30 have no `locationId` and no `actorAppKeyId`. */
const entryOf = (entry: unknown): PointsEntryDto | null => {
  if (!entry) return null;
  const copy = entry as PointsEntryDto;
  return { ...copy, locationId: copy.locationId ?? null, actorAppKeyId: copy.actorAppKeyId ?? null };
};

export const toRedemptionDto = (redemption: StoredRedemption): RedemptionDto => ({
  id: String(redemption._id),
  programId: String(redemption.programId),
  offerId: String(redemption.offerId),
  memberId: String(redemption.memberId),
  pointsCost: redemption.pointsCost,
  locationId: redemption.locationId ? String(redemption.locationId) : null,
  actorUserId: redemption.actorUserId ? String(redemption.actorUserId) : null,
  actorAppKeyId: redemption.actorAppKeyId ? String(redemption.actorAppKeyId) : null,
  entry: entryOf(redemption.entry),
  createdAt: redemption.createdAt.toISOString(),
});
