import type { mongo, Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import type { MemberDocument } from "@/lib/db/models/member";
import {
  MemberPointsEntry,
  type MemberPointsEntryDocument,
  scanDayKeyOf,
} from "@/lib/db/models/member-points-entry";
import { headIdOf, MemberPointsHead } from "@/lib/db/models/member-points-head";
import { plainDocumentOf } from "@/lib/db/plain-document";
import type { PointsEntryDto } from "@/lib/schemas/member";
import { appendSequenced } from "@/lib/services/ledger/append-sequenced";
import {
  LEDGER_BUCKET_SIZE,
  ledgerKeyOf,
  memberLedgerSequence as ledgerSequence,
  readLedgerRange,
  type StoredPointsEntry,
} from "@/lib/services/ledger/member-ledger-sequence";
import {
  forgetWarmLedger,
  type RecentEntry,
  rememberWarmLedger,
  warmAfterAppend,
  warmLedgerOf,
  warmScanTimes,
} from "@/lib/services/ledger/warm-ledger";
import { memberConflict } from "@/lib/services/members/member-conflict";

export type StoredMember = MemberDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export type MemberLedgerState = {
  lastSequence: number;
  balance: number;
  lifetime: number;
  /** Whether the one-time rule asked about (`onceKey`) was credited already. */
  isOnceTaken: boolean;
  /** When asked (`scansSince`): the times of the member's scans since then, newest first (the scan rules). */
  scanTimes: Date[];
};

export const EMPTY_LEDGER: MemberLedgerState = {
  lastSequence: 0,
  balance: 0,
  lifetime: 0,
  isOnceTaken: false,
  scanTimes: [],
};

/** A read of the ledger for an append: its state, and the entries' times it walked (for the warm copy). */
type LedgerRead = { state: MemberLedgerState; recent: RecentEntry[]; isWhole: boolean };

/**
 * The ledger as an append needs it: the newest entry (balance, lifetime points, sequence), found by probes,
 * and — read after it — whether `onceKey` was credited. Any entry written after the newest was read has a
 * higher sequence, so an append at `last + 1` decided on this state fails with E11000 if the state went stale.
 */
export async function readMemberLedger(
  memberId: Types.ObjectId | string,
  onceKey?: string | null,
  scansSince?: Date | null,
): Promise<MemberLedgerState> {
  return (await readLedger(memberId, onceKey, scansSince)).state;
}

async function readLedger(
  memberId: Types.ObjectId | string,
  onceKey?: string | null,
  scansSince?: Date | null,
): Promise<LedgerRead> {
  const { seq, row: newest } = await ledgerSequence.newest(memberId);
  const isOnceTaken = onceKey ? (await MemberPointsEntry.exists({ memberId, onceKey })) !== null : false;
  if (!newest) return { state: { ...EMPTY_LEDGER, isOnceTaken }, recent: [], isWhole: true };
  const walked = scansSince
    ? await readRecentEntries(memberId, seq, scansSince)
    : { recent: [recentOf(newest)], isWhole: seq === 1 };
  const scanTimes = scansSince
    ? walked.recent.filter((e) => e.isScan && e.at >= scansSince).map((e) => e.at)
    : [];
  const state = {
    lastSequence: seq,
    balance: newest.balanceAfter,
    lifetime: newest.lifetimeAfter,
    isOnceTaken,
    scanTimes,
  };
  return { state, ...walked };
}

const recentOf = (entry: StoredPointsEntry): RecentEntry => ({
  at: entry.createdAt,
  isScan: entry.source === "scan",
});

/**
 * The member's entries from `since` on and the first one older (newest first): the ledger read backwards a
 * bucket at a time (`{ledgerKey}` equality) until an entry older than `since`, so it never reads the member's
 * whole history. `isWhole`: it reached the first entry without finding an older one.
 */
async function readRecentEntries(memberId: Types.ObjectId | string, last: number, since: Date) {
  const recent: RecentEntry[] = [];
  for (let from = last; from >= 1; from -= LEDGER_BUCKET_SIZE) {
    const entries = await readLedgerRange(memberId, from, Math.max(1, from - LEDGER_BUCKET_SIZE + 1));
    for (const entry of entries) {
      recent.push(recentOf(entry));
      if (entry.createdAt < since) return { recent, isWhole: false };
    }
  }
  return { recent, isWhole: true };
}

/**
 * The state an append decides on: first the warm copy this process kept (decision 059, warm-ledger.ts) when it
 * covers what the plan needs, else — and after a failed attempt, whose copy was stale — the ledger itself.
 */
async function ledgerForAttempt(
  memberId: Types.ObjectId | string,
  attempt: number,
  onceKey: string | null,
  scansSince: Date | null,
): Promise<LedgerRead> {
  const copy = attempt === 1 && !onceKey ? warmLedgerOf(memberId) : undefined;
  if (attempt > 1) forgetWarmLedger(memberId);
  const scanTimes = copy && scansSince ? warmScanTimes(copy, scansSince) : [];
  if (!copy || !scanTimes) return readLedger(memberId, onceKey, scansSince);
  const { lastSequence, balance, lifetime, recent, isWhole } = copy;
  return { state: { lastSequence, balance, lifetime, isOnceTaken: false, scanTimes }, recent, isWhole };
}

export const lastLedgerSequence = (memberId: Types.ObjectId | string) => ledgerSequence.last(memberId);

/** What a writer appends, decided from the ledger as it is; `null` when there is nothing to do. */
export type PointsChange = {
  points: number;
  source: MemberPointsEntryDocument["source"];
  reason?: string | null;
  onceKey?: string | null;
  actorUserId?: string | null;
  promotion?: { id: string; name: string } | null;
  /** Issue 30: where it happened (a location `locationOfEntry` checked). */
  locationId?: Types.ObjectId | null;
  actorAppKeyId?: string | null;
};

export type PointsPlan = (state: MemberLedgerState) => PointsChange | null;

/**
 * One entry at `last + 1` through the shared append loop (decision 011). The balance never goes below zero
 * (409 `INSUFFICIENT_POINTS`); lifetime points grow only by credits, so spending never lowers a tier.
 * `onceKey`: the state says whether that one-time rule was credited already (see `onceCredit`). It only stores:
 * `changePoints` (points-rules.ts) is the operation that also records the change.
 */
export async function appendPoints({
  member,
  plan,
  onceKey = null,
  scansSince = null,
  alongside,
  now = systemClock,
}: {
  member: StoredMember;
  plan: PointsPlan;
  onceKey?: string | null;
  /** The plan needs the member's scans from then on (`state.scanTimes`): the scan rules. */
  scansSince?: Date | null;
  /** Written once the entry is stored, alongside the listing's head: the change's record (`changePoints`). */
  alongside?: (entry: StoredPointsEntry) => Promise<unknown>;
  now?: Clock;
}) {
  let attempt = 0;
  let read: LedgerRead | undefined;
  const { entry, state } = await appendSequenced({
    read: async () => {
      read = await ledgerForAttempt(member._id, ++attempt, onceKey, scansSince);
      return read.state;
    },
    write: async (current) => {
      const change = plan(current);
      if (!change) return null;
      const at = now();
      const balanceAfter = current.balance + change.points;
      if (balanceAfter < 0) throw memberConflict("INSUFFICIENT_POINTS");
      const sequence = current.lastSequence + 1;
      const entry = plainDocumentOf(MemberPointsEntry, {
        merchantId: member.merchantId,
        programId: member.programId,
        memberId: member._id,
        ledgerKey: ledgerKeyOf(member._id, sequence),
        scanDayKey: change.source === "scan" ? scanDayKeyOf(member.programId, at) : null,
        sequence,
        points: change.points,
        balanceAfter,
        lifetimeAfter: current.lifetime + Math.max(change.points, 0),
        source: change.source,
        reason: change.reason ?? null,
        onceKey: change.onceKey ?? null,
        actorUserId: change.actorUserId ?? null,
        promotion: change.promotion ?? null,
        locationId: change.locationId ?? null,
        actorAppKeyId: change.actorAppKeyId ?? null,
        createdAt: at,
      }) as unknown as StoredPointsEntry;
      await MemberPointsEntry.collection.insertOne(entry);
      ledgerSequence.remember(member._id, sequence);
      if (read) rememberWarmLedger(member._id, warmAfterAppend(read, entry));
      return entry;
    },
    busy: () => memberConflict("LEDGER_BUSY"),
  });
  // Outside the append loop, whose E11000 means a lost race: the entry is stored by now.
  if (entry) await Promise.all([moveHead(member, entry), alongside?.(entry)]);
  return { entry, state };
}

/** The heads' collection: their ids are `<memberId>:<sequence>` strings (the driver's types assume ObjectIds). */
const headsCollection = () => MemberPointsHead.collection as unknown as mongo.Collection<{ _id: string }>;

/** The listing's copy of the newest entry (see member-points-head.ts): insert the new head, drop the old. */
async function moveHead(member: StoredMember, entry: StoredPointsEntry) {
  if (!member.bucketKey) return;
  try {
    await MemberPointsHead.collection.insertOne(
      plainDocumentOf(MemberPointsHead, {
        _id: headIdOf(member._id, entry.sequence),
        programId: member.programId,
        memberId: member._id,
        bucketKey: member.bucketKey,
        sequence: entry.sequence,
        balance: entry.balanceAfter,
        lifetime: entry.lifetimeAfter,
        at: entry.createdAt,
      }),
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  if (entry.sequence > 1)
    await headsCollection().deleteOne({ _id: headIdOf(member._id, entry.sequence - 1) });
}

/** A one-time credit: appended only if no entry of the member has `onceKey` yet (and points are positive). */
export const onceCredit = (change: PointsChange & { onceKey: string }) => ({
  onceKey: change.onceKey,
  plan: ((state) => (change.points > 0 && !state.isOnceTaken ? change : null)) as PointsPlan,
});

export function toPointsEntryDto(entry: StoredPointsEntry): PointsEntryDto {
  return {
    id: String(entry._id),
    memberId: String(entry.memberId),
    sequence: entry.sequence,
    points: entry.points,
    balanceAfter: entry.balanceAfter,
    lifetimeAfter: entry.lifetimeAfter,
    source: entry.source,
    promotion: entry.promotion?.id ? { id: entry.promotion.id, name: entry.promotion.name ?? "" } : null,
    reason: entry.reason ?? null,
    actorUserId: entry.actorUserId ? String(entry.actorUserId) : null,
    locationId: entry.locationId ? String(entry.locationId) : null,
    actorAppKeyId: entry.actorAppKeyId ? String(entry.actorAppKeyId) : null,
    createdAt: entry.createdAt.toISOString(),
  };
}
