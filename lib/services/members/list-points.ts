import type { PagingQuery, PointsEntryDto } from "@/lib/schemas/member";
import { findOwnMemberOrThrow } from "@/lib/services/members/get-member";
import { getMemberProgramOrThrow } from "@/lib/services/members/member-program";
import { type Page, pageOf } from "@/lib/services/members/paging";
import { readMemberEntries, toPointsEntryDto } from "@/lib/services/members/points-ledger";

/** The member's ledger, newest first: one `{memberId}` read, sorted and paged in code. */
export async function listPoints({
  merchantId,
  programId,
  memberId,
  query,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
  query: PagingQuery;
}): Promise<Page<PointsEntryDto>> {
  await getMemberProgramOrThrow({ merchantId, programId });
  const member = await findOwnMemberOrThrow({ merchantId, programId, memberId });
  const entries = (await readMemberEntries(member._id)).sort((a, b) => b.sequence - a.sequence);
  return pageOf({ query, source: [entries], toItems: (rows) => rows.map(toPointsEntryDto) });
}
