import type { Types } from "mongoose";
import { Member, memberBucketKeyOf, memberBucketOf } from "@/lib/db/models/member";
import { MemberPointsHead } from "@/lib/db/models/member-points-head";
import { normalisePhoneQuery } from "@/lib/members/phone";
import type { ListMembersQuery, MemberDto } from "@/lib/schemas/member";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import { normaliseCode } from "@/lib/services/members/member-codes";
import { isVisibleMember, toMemberDto } from "@/lib/services/members/member-dto";
import { memberIdByKey, memberKeyOf } from "@/lib/services/members/member-keys";
import { type Page, pageOf } from "@/lib/services/members/paging";
import {
  EMPTY_LEDGER,
  type MemberLedgerState,
  type StoredMember,
} from "@/lib/services/members/points-ledger";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

type Head = { memberId: unknown; sequence: number; balance: number; lifetime: number };

/** Each member's balance from ledger heads: the head with the highest sequence wins (decision 011). */
export function newestHeads(heads: Head[]) {
  const newest = new Map<string, Head>();
  for (const head of heads) {
    const key = String(head.memberId);
    const known = newest.get(key);
    if (!known || head.sequence > known.sequence) newest.set(key, head);
  }
  return (member: StoredMember): Pick<MemberLedgerState, "balance" | "lifetime"> =>
    newest.get(String(member._id)) ?? EMPTY_LEDGER;
}

/** Balances of the members: one `{bucketKey}` read of ledger heads (one row per member) per bucket. */
async function ledgersOf(members: StoredMember[]) {
  const bucketKeys = [...new Set(members.map((member) => member.bucketKey).filter(Boolean))] as string[];
  const batches = await Promise.all(
    bucketKeys.map((bucketKey) => MemberPointsHead.find({ bucketKey }).lean()),
  );
  return newestHeads(batches.flat());
}

const newestFirst = (members: StoredMember[]) =>
  members.filter(isVisibleMember).sort((a, b) => (b.seq ?? 0) - (a.seq ?? 0));

/** Newest bucket first; each bucket is one `{programId, bucketKey}` read of at most 100 members. */
async function* bucketsNewestFirst(programId: Types.ObjectId) {
  const last = await memberSequence.last(programId);
  if (last === 0) return;
  for (let bucket = memberBucketOf(last); bucket >= 0; bucket--) {
    const bucketKey = memberBucketKeyOf(programId, bucket);
    yield newestFirst(await Member.find({ programId, bucketKey }).lean<StoredMember[]>());
  }
}

/** `q` is an exact e-mail, phone, member number or external id: key and number look-ups, no scan. */
async function* membersMatching(programId: Types.ObjectId, q: string, country: string | null | undefined) {
  const keys = [memberKeyOf(programId, "email", q), memberKeyOf(programId, "externalId", q)];
  const phone = normalisePhoneQuery(q, country);
  if (phone) keys.push(memberKeyOf(programId, "phone", phone));
  const ids = (await Promise.all(keys.map(memberIdByKey))).filter((id) => id !== null);
  const [byNumber, ...byKey] = await Promise.all([
    Member.findOne({ programId, memberNumber: normaliseCode(q) }).lean<StoredMember>(),
    ...ids.map((id) => Member.findById(id).lean<StoredMember>()),
  ]);
  const found = new Map<string, StoredMember>();
  for (const member of [byNumber, ...byKey]) {
    if (member && String(member.programId) === String(programId)) found.set(String(member._id), member);
  }
  yield newestFirst([...found.values()]);
}

/**
 * Newest first. Sort, skip and limit are not pushed down by FerretDB, so the walk reads buckets of 100 until
 * the page is full and filters `status` in code (decision 008, as gift cards do); it answers
 * `hasMore`/`nextOffset` rather than a total, which would mean reading every member.
 */
export async function listMembers({
  merchantId,
  programId,
  query,
}: {
  merchantId: string;
  programId: string;
  query: ListMembersQuery;
}): Promise<Page<MemberDto>> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const id = program._id;
  const source = query.q ? membersMatching(id, query.q.trim(), program.country) : bucketsNewestFirst(id);
  return pageOf({
    query,
    source,
    matches: (member) => !query.status || (member.status ?? "active") === query.status,
    toItems: async (members) => {
      const ledgerOf = await ledgersOf(members);
      return members.map((member) => toMemberDto(member, ledgerOf(member), program));
    },
  });
}
