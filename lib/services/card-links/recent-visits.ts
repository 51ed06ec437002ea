import type { POINTS_ENTRY_SOURCES } from "@/lib/schemas/member";

type PointsEntrySource = (typeof POINTS_ENTRY_SOURCES)[number];

import { readLedgerRange } from "@/lib/services/ledger/member-ledger-sequence";
import { type MemberPassSource, programOffersOf } from "@/lib/services/wallet/pass-source";

/** How many of the member's newest ledger entries the card page lists. */
export const RECENT_VISITS_MAX = 5;

export type RecentVisit = {
  id: string;
  at: Date;
  points: number;
  source: PointsEntrySource;
  /** A redemption's `offer:<id>`; null for the merchant's own notes, which are not the customer's to read. */
  reason: string | null;
};

export type RecentVisits = {
  entries: RecentVisit[];
  /** The names of the offers the entries redeemed (ended ones too), for "Redeemed: Free coffee". */
  offerNames: ReadonlyMap<string, string>;
};

/**
 * The member's last few ledger entries, newest first, worded on the page by the points history's own mapping
 * (lib/members/ledger-entry-text.ts, decision 040). An adjustment's or import's reason is the merchant's note
 * (decision 043): the card page says "Adjustment" or "Import" without it.
 */
export async function recentVisitsOf(
  source: Pick<MemberPassSource, "member" | "lastSequence" | "merchantId" | "programId">,
): Promise<RecentVisits> {
  const { lastSequence } = source;
  const rows = await readLedgerRange(
    source.member._id,
    lastSequence,
    Math.max(1, lastSequence - RECENT_VISITS_MAX + 1),
  );
  const entries = rows.map((row) => ({
    id: String(row._id),
    at: row.createdAt,
    points: row.points,
    source: row.source,
    reason: row.source === "redemption" ? (row.reason ?? null) : null,
  }));
  const hasRedemption = entries.some((entry) => entry.source === "redemption");
  const offers = hasRedemption ? await programOffersOf(source.merchantId, source.programId) : [];
  return { entries, offerNames: new Map(offers.map((offer) => [String(offer._id), offer.name])) };
}
