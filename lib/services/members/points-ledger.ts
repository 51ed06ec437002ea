import type { Types } from "mongoose";
import type { MemberDocument } from "@/lib/db/models/member";
import { MemberPointsEntry, type MemberPointsEntryDocument } from "@/lib/db/models/member-points-entry";
import type { PointsEntryDto } from "@/lib/schemas/member";
import { appendSequenced } from "@/lib/services/ledger/append-sequenced";
import { memberConflict } from "@/lib/services/members/member-program";

export type StoredMember = MemberDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export type StoredPointsEntry = MemberPointsEntryDocument & { _id: Types.ObjectId; createdAt: Date };

export type MemberLedgerState = {
  lastSequence: number;
  balance: number;
  lifetime: number;
  /** Keys of the one-time rules already credited. */
  onceKeys: Set<string>;
};

export const EMPTY_LEDGER: MemberLedgerState = {
  lastSequence: 0,
  balance: 0,
  lifetime: 0,
  onceKeys: new Set(),
};

/** The newest entry carries the balance and lifetime points; once-keys come from every entry. */
export function ledgerStateOf(entries: StoredPointsEntry[]): MemberLedgerState {
  let newest: StoredPointsEntry | undefined;
  const onceKeys = new Set<string>();
  for (const entry of entries) {
    if (!newest || entry.sequence > newest.sequence) newest = entry;
    if (entry.onceKey) onceKeys.add(entry.onceKey);
  }
  if (!newest) return { ...EMPTY_LEDGER, onceKeys };
  return {
    lastSequence: newest.sequence,
    balance: newest.balanceAfter,
    lifetime: newest.lifetimeAfter,
    onceKeys,
  };
}

/** `{memberId}` equality: the leading key of the unique `(memberId, sequence)` index. */
export const readMemberEntries = (memberId: Types.ObjectId | string) =>
  MemberPointsEntry.find({ memberId }).lean<StoredPointsEntry[]>();

export const readMemberLedger = async (memberId: Types.ObjectId | string) =>
  ledgerStateOf(await readMemberEntries(memberId));

/** What a writer appends, decided from the ledger as it is; `null` when there is nothing to do. */
export type PointsChange = {
  points: number;
  source: MemberPointsEntryDocument["source"];
  reason?: string | null;
  onceKey?: string | null;
  actorUserId?: string | null;
};

export type PointsPlan = (state: MemberLedgerState) => PointsChange | null;

/**
 * One entry at `last + 1` through the shared append loop (decision 011). The balance never goes below zero
 * (409 `INSUFFICIENT_POINTS`); lifetime points grow only by credits, so spending never lowers a tier.
 */
export async function appendPoints({ member, plan }: { member: StoredMember; plan: PointsPlan }) {
  const { entry, state } = await appendSequenced({
    read: () => readMemberLedger(member._id),
    write: async (current) => {
      const change = plan(current);
      if (!change) return null;
      const balanceAfter = current.balance + change.points;
      if (balanceAfter < 0) throw memberConflict("INSUFFICIENT_POINTS");
      const created = await MemberPointsEntry.create({
        merchantId: member.merchantId,
        programId: member.programId,
        memberId: member._id,
        bucketKey: member.bucketKey ?? null,
        sequence: current.lastSequence + 1,
        points: change.points,
        balanceAfter,
        lifetimeAfter: current.lifetime + Math.max(change.points, 0),
        source: change.source,
        reason: change.reason ?? null,
        onceKey: change.onceKey ?? null,
        actorUserId: change.actorUserId ?? null,
      });
      return created.toObject() as StoredPointsEntry;
    },
    busy: () => memberConflict("LEDGER_BUSY"),
  });
  return { entry, state };
}

/** A one-time credit: appended only if no entry of the ledger has `onceKey` yet (and points are positive). */
export const oncePlan =
  (change: PointsChange & { onceKey: string }): PointsPlan =>
  (state) =>
    change.points > 0 && !state.onceKeys.has(change.onceKey) ? change : null;

export function toPointsEntryDto(entry: StoredPointsEntry): PointsEntryDto {
  return {
    id: String(entry._id),
    memberId: String(entry.memberId),
    sequence: entry.sequence,
    points: entry.points,
    balanceAfter: entry.balanceAfter,
    lifetimeAfter: entry.lifetimeAfter,
    source: entry.source,
    reason: entry.reason ?? null,
    actorUserId: entry.actorUserId ? String(entry.actorUserId) : null,
    createdAt: entry.createdAt.toISOString(),
  };
}
