import { randomBytes } from "node:crypto";
import { Types } from "mongoose";
import { Member, memberBucketKeyOf, memberBucketOf, memberSeqKeyOf } from "@/lib/db/models/member";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { MemberPointsHead } from "@/lib/db/models/member-points-head";
import { emailHashOf } from "@/lib/gdpr/subject-hash";

const BATCH = 2_000;
const code = (length: number) => randomBytes(length).toString("hex").toUpperCase().slice(0, length);

/**
 * Members as a join stores them (see lib/db/models/member.ts), numbered 1…count, written in bulk for benchmarks
 * and for tests that need thousands: every `entryEvery`-th member has one ledger entry of 10 points and its head.
 * Their e-mails are `m<seq>-<last 6 of programId>@example.com`; no member keys are written. Answers the
 * members' numbers in sequence order.
 */
export async function seedMembers({
  merchantId,
  programId,
  count,
  entryEvery = 1,
}: {
  merchantId: Types.ObjectId;
  programId: Types.ObjectId;
  count: number;
  entryEvery?: number;
}): Promise<string[]> {
  const numbers: string[] = [];
  for (let start = 1; start <= count; start += BATCH) {
    const members = [];
    const entries = [];
    const heads = [];
    for (let seq = start; seq < Math.min(start + BATCH, count + 1); seq++) {
      const _id = new Types.ObjectId();
      const email = `m${seq}-${String(programId).slice(-6)}@example.com`;
      const memberNumber = code(16);
      const bucketKey = memberBucketKeyOf(programId, memberBucketOf(seq));
      const createdAt = new Date(Date.UTC(2026, 0, 1) + seq * 1000);
      numbers.push(memberNumber);
      members.push({
        _id,
        merchantId,
        programId,
        memberNumber,
        referralCode: code(12),
        referredByMemberId: null,
        status: "active",
        email,
        phone: null,
        firstName: `First ${seq}`,
        lastName: `Last ${seq}`,
        birthday: null,
        externalId: null,
        customFields: {},
        marketingConsent: false,
        emailHash: emailHashOf(email),
        externalIdHash: null,
        phoneHash: null,
        erasedAt: null,
        erasureRequestId: null,
        deletedAt: null,
        purgedAt: null,
        seq,
        seqKey: memberSeqKeyOf(programId, seq),
        bucketKey,
        passInstalledAt: null,
        createdAt,
        updatedAt: createdAt,
      });
      if (seq % entryEvery !== 0) continue;
      heads.push({
        _id: `${String(_id)}:1`,
        programId,
        memberId: _id,
        bucketKey,
        sequence: 1,
        balance: 10,
        lifetime: 10,
      });
      entries.push({
        merchantId,
        programId,
        memberId: _id,
        ledgerKey: `${String(_id)}:0`,
        sequence: 1,
        points: 10,
        balanceAfter: 10,
        lifetimeAfter: 10,
        source: "import",
        reason: "bench",
        onceKey: null,
        actorUserId: null,
        createdAt,
      });
    }
    await Member.collection.insertMany(members, { ordered: false });
    if (entries.length > 0) await MemberPointsEntry.collection.insertMany(entries, { ordered: false });
    if (heads.length > 0) await MemberPointsHead.collection.insertMany(heads as never[], { ordered: false });
  }
  return numbers;
}
