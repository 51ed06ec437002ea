import type { Types } from "mongoose";
import { MemberPointsEntry, type MemberPointsEntryDocument } from "@/lib/db/models/member-points-entry";
import { denseSequence } from "@/lib/services/ledger/dense-sequence";
import { forgetWarmLedger } from "@/lib/services/ledger/warm-ledger";

export type StoredPointsEntry = MemberPointsEntryDocument & { _id: Types.ObjectId; createdAt: Date };

/** Entries per ledger bucket: a page of the ledger reads one or two buckets by `{ledgerKey}` equality. */
export const LEDGER_BUCKET_SIZE = 100;
export const ledgerKeyOf = (memberId: unknown, sequence: number) =>
  `${String(memberId)}:${Math.floor(sequence / LEDGER_BUCKET_SIZE)}`;

const globalForLedger = globalThis as typeof globalThis & {
  __memberLedgerSequence?: ReturnType<typeof denseSequence<StoredPointsEntry>>;
};
// A member's newest entry by probes (`{ledgerKey, sequence}`: at most 100 rows rechecked by PostgreSQL, one
// returned), so an append or a balance never reads the member's whole history. `memberId` rides along as the
// shard key's prefix, so a sharded MongoDB asks one shard (docs/scaling.md).
globalForLedger.__memberLedgerSequence ??= denseSequence<StoredPointsEntry>(
  (memberId, sequence) =>
    MemberPointsEntry.findOne({
      memberId,
      ledgerKey: ledgerKeyOf(memberId, sequence),
      sequence,
    }).lean<StoredPointsEntry>(),
  { maxHints: 100_000 },
);
/** Each member's newest ledger sequence, found by probes and remembered as a hint (decision 011). */
export const memberLedgerSequence = globalForLedger.__memberLedgerSequence;

/** The purge removed the member's ledger: forget its newest sequence and this process's warm copy. */
export function forgetLedger(memberId: unknown) {
  memberLedgerSequence.forget(memberId);
  forgetWarmLedger(memberId);
}

/** Entries `from` down to `to` (inclusive, newest first): one `{ledgerKey}` read per bucket they span. */
export async function readLedgerRange(memberId: Types.ObjectId | string, from: number, to: number) {
  if (from < to || from < 1) return [];
  const buckets = new Set<string>();
  for (let sequence = from; sequence >= to; sequence -= LEDGER_BUCKET_SIZE)
    buckets.add(ledgerKeyOf(memberId, sequence));
  buckets.add(ledgerKeyOf(memberId, to));
  const batches = await Promise.all(
    [...buckets].map((ledgerKey) =>
      MemberPointsEntry.find({ memberId, ledgerKey }).lean<StoredPointsEntry[]>(),
    ),
  );
  return batches
    .flat()
    .filter((entry) => entry.sequence <= from && entry.sequence >= to)
    .sort((a, b) => b.sequence - a.sequence);
}
