import type { Types } from "mongoose";
import { Member } from "@/lib/db/models/member";
import { MemberPointsHead } from "@/lib/db/models/member-points-head";
import type { ListMembersQuery, MemberDto } from "@/lib/schemas/member";
import { memberBucketsOf, membersOfBucket, newestHeads } from "@/lib/services/members/member-buckets";
import { isVisibleMember, toMemberDto } from "@/lib/services/members/member-dto";
import { memberPrefixMatcher, memberSortName } from "@/lib/services/members/member-search";
import { type Page, pageOf } from "@/lib/services/members/paging";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export type MemberPage = Page<MemberDto> & { total: number };

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

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
  for (const bucket of (await memberBucketsOf(programId)).reverse())
    yield newestFirst(await membersOfBucket(programId, bucket));
}

/** Every bucket of the program, oldest first: one `{programId, bucketKey}` read of at most 100 members each. */
async function allMembersOf(programId: Types.ObjectId) {
  const buckets = (await memberBucketsOf(programId)).map((bucket) => membersOfBucket(programId, bucket));
  return (await Promise.all(buckets)).flat().filter(isVisibleMember);
}

const SORT_KEYS = {
  name: (member: StoredMember) => memberSortName(member),
  joined: (member: StoredMember) => member.seq ?? 0,
} as const;

/**
 * Newest first by default. Sort, skip and limit are not pushed down by FerretDB, so the default walk reads
 * buckets of 100 until the page is full and filters `status` in code (decision 008, as gift cards do); `total`
 * is one count of the program's members. A search (`q`, prefixes) or another order reads each of the program's
 * buckets once by `{programId, bucketKey}` equality and matches and sorts in code: never another program's
 * members (decision 044).
 */
export async function listMembers({
  merchantId,
  programId,
  query,
}: {
  merchantId: string;
  programId: string;
  query: ListMembersQuery;
}): Promise<MemberPage> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const id = program._id;
  const withStatus = (member: StoredMember) => !query.status || (member.status ?? "active") === query.status;
  const toItems = async (members: StoredMember[]) => {
    const ledgerOf = await ledgersOf(members);
    return members.map((member) => toMemberDto(member, ledgerOf(member), program));
  };
  const sort = query.sort ?? "-joined";
  const q = query.q?.trim();
  if (!q && sort === "-joined") {
    const [page, total] = await Promise.all([
      pageOf({ query, source: bucketsNewestFirst(id), matches: withStatus, toItems }),
      Member.countDocuments({
        programId: id,
        bucketKey: { $ne: null },
        deletedAt: null,
        purgedAt: null,
        ...(query.status ? { status: query.status } : {}),
      }),
    ]);
    return { ...page, total };
  }
  const matchesQ = q ? memberPrefixMatcher(q, program.country) : () => true;
  const found = (await allMembersOf(id)).filter((member) => withStatus(member) && matchesQ(member));
  const descending = sort.startsWith("-");
  const field = (descending ? sort.slice(1) : sort) as "name" | "points" | "lastVisit" | "joined";
  const ledgerOf = field === "points" || field === "lastVisit" ? await ledgersOf(found) : null;
  const keyOf = (member: StoredMember): string | number | null =>
    field === "points"
      ? (ledgerOf?.(member).balance ?? 0)
      : field === "lastVisit"
        ? (ledgerOf?.(member).at?.getTime() ?? null)
        : SORT_KEYS[field](member);
  const keyed = found.map((member) => ({ member, key: keyOf(member) }));
  keyed.sort((a, b) => {
    // Unknown values (no visit yet) come last either way; ties: newest member first.
    if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    const order =
      typeof a.key === "string" ? collator.compare(a.key, b.key as string) : a.key - (b.key as number);
    return (descending ? -order : order) || (b.member.seq ?? 0) - (a.member.seq ?? 0);
  });
  const page = await pageOf({ query, source: [keyed.map(({ member }) => member)], toItems });
  return { ...page, total: found.length };
}
