import type { Types } from "mongoose";
import type { StoredMember, StoredPointsEntry } from "@/lib/services/members/points-ledger";
import { emitEvent } from "@/lib/services/webhooks/emit-event";

// The members' webhook events (issue 19). Each is keyed by the change it announces, so a retried step sends one.

const memberData = (member: StoredMember) => ({
  memberId: String(member._id),
  programId: String(member.programId),
  memberNumber: member.memberNumber,
  externalId: member.externalId ?? null,
  status: member.status ?? "active",
  createdAt: member.createdAt.toISOString(),
  updatedAt: member.updatedAt.toISOString(),
});

export const emitMemberCreated = (member: StoredMember) =>
  emitEvent({
    merchantId: member.merchantId,
    type: "member.created",
    key: String(member._id),
    data: memberData(member),
  });

export const emitMemberUpdated = (member: StoredMember, changedFields: string[]) =>
  emitEvent({
    merchantId: member.merchantId,
    type: "member.updated",
    key: `${String(member._id)}:${member.updatedAt.toISOString()}`,
    data: { ...memberData(member), changedFields },
  });

export const emitMemberErased = (
  member: Pick<StoredMember, "_id" | "merchantId" | "programId">,
  erasedAt: Date,
) =>
  emitEvent({
    merchantId: member.merchantId,
    type: "member.erased",
    key: String(member._id),
    data: {
      memberId: String(member._id),
      programId: String(member.programId),
      erasedAt: erasedAt.toISOString(),
    },
  });

export const emitPointsChanged = (entry: StoredPointsEntry) =>
  emitEvent({
    merchantId: entry.merchantId,
    type: "points.changed",
    key: String(entry._id),
    data: {
      memberId: String(entry.memberId),
      programId: String(entry.programId),
      delta: entry.points,
      balance: entry.balanceAfter,
      source: entry.source,
      reason: entry.reason ?? null,
      at: entry.createdAt.toISOString(),
    },
  });

export const emitOfferRedeemed = (redemption: {
  _id: Types.ObjectId;
  merchantId: Types.ObjectId;
  programId: Types.ObjectId;
  offerId: Types.ObjectId;
  memberId: Types.ObjectId;
  pointsCost: number;
  createdAt: Date;
}) =>
  emitEvent({
    merchantId: redemption.merchantId,
    type: "offer.redeemed",
    key: String(redemption._id),
    data: {
      offerId: String(redemption.offerId),
      programId: String(redemption.programId),
      memberId: String(redemption.memberId),
      pointsCost: redemption.pointsCost,
      at: redemption.createdAt.toISOString(),
    },
  });
