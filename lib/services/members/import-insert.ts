import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { insertUnordered } from "@/lib/db/insert-unordered";
import { Member, memberBucketKeyOf, memberBucketOf, memberSeqKeyOf } from "@/lib/db/models/member";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import type { ImportCandidate } from "@/lib/services/members/import-rows";
import { randomMemberNumber, randomReferralCode } from "@/lib/services/members/member-codes";
import { memberHashesOf } from "@/lib/services/members/member-keys";
import type { StoredMember } from "@/lib/services/members/points-ledger";

const MAX_ROUNDS = 50;

type Ids = { merchantId: Types.ObjectId; programId: Types.ObjectId };
/** A member to store: its number in the sequence (null: take the next free one) and its random codes. */
type Slot = { candidate: ImportCandidate; seq: number | null; memberNumber: string; referralCode: string };

const freshCodes = () => ({ memberNumber: randomMemberNumber(), referralCode: randomReferralCode() });

function documentOf(slot: Slot & { seq: number }, ids: Ids, at: Date): StoredMember {
  const { values, memberId } = slot.candidate;
  const member = new Member({
    _id: memberId,
    ...ids,
    ...values,
    ...memberHashesOf(values),
    status: "active",
    referredByMemberId: null,
    memberNumber: slot.memberNumber,
    referralCode: slot.referralCode,
    seq: slot.seq,
    seqKey: memberSeqKeyOf(ids.programId, slot.seq),
    bucketKey: memberBucketKeyOf(ids.programId, memberBucketOf(slot.seq)),
  });
  return { ...member.toObject(), createdAt: at, updatedAt: at } as StoredMember;
}

/**
 * Stores the candidates as members numbered by a block of the program's dense sequence: the next free numbers
 * after the newest, in one unordered insert. A number a concurrent join took in the meantime fails on the
 * unique `seqKey` and its member takes a number after the block in the next round, so the sequence stays
 * dense (decision 011); a clash of a random code keeps the number and draws new codes, as a join does.
 */
export async function insertImportedMembers({
  ids,
  candidates,
  now = systemClock,
}: {
  ids: Ids;
  candidates: ImportCandidate[];
  now?: Clock;
}): Promise<StoredMember[]> {
  const at = now();
  const stored: StoredMember[] = [];
  let pending: Slot[] = candidates.map((candidate) => ({ candidate, seq: null, ...freshCodes() }));
  for (let round = 1; round <= MAX_ROUNDS && pending.length > 0; round++) {
    const kept = pending.map((slot) => slot.seq ?? 0);
    let next = Math.max(await memberSequence.last(ids.programId), ...kept) + 1;
    const placed = pending.map((slot) => ({ ...slot, seq: slot.seq ?? next++ }));
    const documents = placed.map((slot) => documentOf(slot, ids, at));
    const failed = await insertUnordered(Member.collection, documents);
    documents.forEach((document, index) => {
      if (!failed.has(index)) stored.push(document);
    });
    memberSequence.remember(ids.programId, Math.max(...placed.map((slot) => slot.seq)));
    pending = await Promise.all(
      placed
        .filter((_, index) => failed.has(index))
        .map(async (slot) => {
          const seqKey = memberSeqKeyOf(ids.programId, slot.seq);
          const isTaken = await Member.exists({ programId: ids.programId, seqKey });
          return isTaken ? { ...slot, seq: null } : { ...slot, ...freshCodes() };
        }),
    );
  }
  if (pending.length > 0) throw new Error("Could not store imported members after repeated clashes");
  return stored;
}
