import type { Types } from "mongoose";
import type { ChangeOf } from "@/lib/services/changes/change";
import type { StoredPointsEntry } from "@/lib/services/ledger/member-ledger-sequence";
import type { StoredMember } from "@/lib/services/members/points-ledger";

// The members' changes as `recordChange` takes them, each keyed by what changed, so a retried step records one.

const memberData = (member: StoredMember) => ({
  memberId: String(member._id),
  programId: String(member.programId),
  memberNumber: member.memberNumber,
  externalId: member.externalId ?? null,
  status: member.status ?? "active",
  createdAt: member.createdAt.toISOString(),
  updatedAt: member.updatedAt.toISOString(),
});

/** `member.created`, keyed by the member. */
export const memberCreated = (member: StoredMember): ChangeOf<"member.created"> => ({
  kind: "member.created",
  merchantId: member.merchantId,
  key: String(member._id),
  data: memberData(member),
  at: member.createdAt,
});

/** `member.updated`, keyed by the member and the moment of the update. */
export const memberUpdated = (member: StoredMember, changedFields: string[]): ChangeOf<"member.updated"> => ({
  kind: "member.updated",
  merchantId: member.merchantId,
  key: `${String(member._id)}:${member.updatedAt.toISOString()}`,
  data: { ...memberData(member), changedFields },
  at: member.updatedAt,
});

export const memberErased = (
  member: Pick<StoredMember, "_id" | "merchantId" | "programId">,
  erasedAt: Date,
): ChangeOf<"member.erased"> => ({
  kind: "member.erased",
  merchantId: member.merchantId,
  key: String(member._id),
  data: {
    memberId: String(member._id),
    programId: String(member.programId),
    erasedAt: erasedAt.toISOString(),
  },
  at: erasedAt,
});

export const memberDeleted = (
  member: Pick<StoredMember, "_id" | "merchantId" | "programId">,
  deletedAt: Date,
): ChangeOf<"member.deleted"> => ({
  kind: "member.deleted",
  merchantId: member.merchantId,
  programId: member.programId,
  memberId: member._id,
  at: deletedAt,
});

const pointsData = (entry: StoredPointsEntry) => ({
  memberId: String(entry.memberId),
  programId: String(entry.programId),
  delta: entry.points,
  balance: entry.balanceAfter,
  source: entry.source,
  reason: entry.reason ?? null,
  locationId: entry.locationId ? String(entry.locationId) : null,
  at: entry.createdAt.toISOString(),
});

/** `points.changed`, keyed by the ledger entry. */
export const pointsChanged = (entry: StoredPointsEntry): ChangeOf<"points.changed"> => ({
  kind: "points.changed",
  merchantId: entry.merchantId,
  key: String(entry._id),
  data: pointsData(entry),
  at: entry.createdAt,
});

/** A batch of imported members and their opening credits (decision 019), keyed by its first member and size. */
export function membersImported({
  merchantId,
  members,
  entries,
  at,
}: {
  merchantId: Types.ObjectId;
  members: StoredMember[];
  entries: StoredPointsEntry[];
  at: Date;
}): ChangeOf<"members.imported"> {
  return {
    kind: "members.imported",
    merchantId,
    key: `${String(members[0]?._id ?? "none")}:${members.length}`,
    members: members.map((member) => ({ key: String(member._id), data: memberData(member) })),
    credits: entries.map((entry) => ({ key: String(entry._id), data: pointsData(entry) })),
    at,
  };
}

/** `points.expired`, keyed by the ledger entry of source `expired` (decision 049). */
export const pointsExpired = (entry: StoredPointsEntry): ChangeOf<"points.expired"> => ({
  kind: "points.expired",
  merchantId: entry.merchantId,
  key: String(entry._id),
  data: {
    memberId: String(entry.memberId),
    programId: String(entry.programId),
    points: -entry.points,
    balance: entry.balanceAfter,
    at: entry.createdAt.toISOString(),
  },
  at: entry.createdAt,
});
