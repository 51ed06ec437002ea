import type { PagingQuery, PointsEntryDto } from "@/lib/schemas/member";
import { readLedgerRange } from "@/lib/services/ledger/member-ledger-sequence";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import type { Page } from "@/lib/services/members/paging";
import { lastLedgerSequence, toPointsEntryDto } from "@/lib/services/members/points-ledger";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/**
 * The member's ledger, newest first. Sequences are dense, so the page's window is known from the newest
 * sequence: `offset` back from it, `limit` long, read bucket by bucket (never the whole history).
 */
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
  await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const member = await getMemberOrThrow({ merchantId, programId, memberId });
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const last = await lastLedgerSequence(member._id);
  const from = last - offset;
  const to = Math.max(1, from - query.limit + 1);
  const entries = await readLedgerRange(member._id, from, to);
  const hasMore = from - query.limit >= 1;
  return {
    items: entries.map(toPointsEntryDto),
    page: query.page,
    limit: query.limit,
    offset,
    hasMore,
    nextOffset: hasMore ? offset + entries.length : null,
  };
}
