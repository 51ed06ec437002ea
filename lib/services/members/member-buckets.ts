import type { Types } from "mongoose";
import { Member, memberBucketKeyOf, memberBucketOf } from "@/lib/db/models/member";
import { MemberPointsHead } from "@/lib/db/models/member-points-head";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import {
  EMPTY_LEDGER,
  type MemberLedgerState,
  type StoredMember,
} from "@/lib/services/members/points-ledger";

type Head = { memberId: unknown; sequence: number; balance: number; lifetime: number; at?: Date | null };
export type BucketLedger = Pick<MemberLedgerState, "balance" | "lifetime"> & {
  at?: Date | null;
  /** The head's sequence (absent when the member has no entries). */
  sequence?: number;
};

/** Each member's balance from ledger heads: the head with the highest sequence wins (decision 011). */
export function newestHeads(heads: Head[]) {
  const newest = new Map<string, Head>();
  for (const head of heads) {
    const key = String(head.memberId);
    const known = newest.get(key);
    if (!known || head.sequence > known.sequence) newest.set(key, head);
  }
  return (member: StoredMember): BucketLedger => newest.get(String(member._id)) ?? EMPTY_LEDGER;
}

/** The program's member buckets (100 members each by number), oldest first; none before its first member. */
export async function memberBucketsOf(programId: Types.ObjectId): Promise<number[]> {
  const last = await memberSequence.last(programId);
  return last === 0 ? [] : Array.from({ length: memberBucketOf(last) + 1 }, (_, bucket) => bucket);
}

/** One bucket's members as stored (deleted ones included): one `{programId, bucketKey}` read. */
export function membersOfBucket(programId: Types.ObjectId, bucket: number) {
  return Member.find({ programId, bucketKey: memberBucketKeyOf(programId, bucket) }).lean<StoredMember[]>();
}

/**
 * One bucket's members and their balances: one `{programId, bucketKey}` read of the members and, at the same
 * time, one `{bucketKey}` read of their ledger heads (equality only, decision 008).
 */
export async function readMemberBucket(programId: Types.ObjectId, bucket: number) {
  const [members, heads] = await Promise.all([
    membersOfBucket(programId, bucket),
    MemberPointsHead.find({ bucketKey: memberBucketKeyOf(programId, bucket) }).lean(),
  ]);
  return { members, ledgerOf: newestHeads(heads) };
}
