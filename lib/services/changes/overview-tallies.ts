import { insertUnordered } from "@/lib/db/insert-unordered";
import { OverviewTally, overviewDayKeyOf, overviewScopeOf } from "@/lib/db/models/overview-tally";
import { plainDocumentOf } from "@/lib/db/plain-document";
import { addTally, type DayTotals, emptyDay, tallyOfEvent } from "@/lib/services/changes/overview-metrics";
import type { AnnouncedEvents } from "@/lib/services/changes/webhook-events";

/** The UTC calendar day of a moment, `YYYY-MM-DD`. */
export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts announced changes on the merchant's overview (decision 024): one inserted row on the day they happened,
 * nothing for events the overview does not count. One event is one row keyed by the event (`<type>:<key>`); many
 * (a member import's batch) are summed into one row per currency, keyed by the batch's first event and size, so
 * today's read stays one row per batch. A repeat of the same change is a duplicate key, ignored.
 */
export async function recordOverviewTallies({ merchantId, events, at }: AnnouncedEvents): Promise<void> {
  const counted = events.flatMap((event) => {
    const tally = tallyOfEvent(event.type, event.data);
    return tally ? [{ event, tally }] : [];
  });
  const [first] = counted;
  if (!first) return;
  const sums = new Map<string | null, DayTotals>();
  for (const { tally } of counted)
    sums.set(tally.currency, addTally(sums.get(tally.currency) ?? emptyDay(), tally));
  const programId = (first.event.data as { programId?: unknown }).programId;
  const createdAt = new Date();
  const rows = [...sums].map(([currency, sum]) =>
    plainDocumentOf(OverviewTally, {
      _id:
        counted.length === 1
          ? `${first.event.type}:${first.event.key}`
          : `batch:${first.event.type}:${first.event.key}:${counted.length}:${currency ?? ""}`,
      merchantId,
      programId: typeof programId === "string" ? programId : null,
      dayKey: overviewDayKeyOf(merchantId, utcDayOf(at)),
      counts: sum.counts,
      currency,
      money: currency ? sum.money[currency] : {},
      createdAt,
    }),
  );
  // A change made at a location is counted for the location too (issue 30): a copy under its scope's day.
  const locationId = counted.length === 1 ? (first.event.data as { locationId?: unknown }).locationId : null;
  const located =
    typeof locationId === "string"
      ? rows.map((row) => ({
          ...row,
          _id: `${String(row._id)}:location`,
          locationId: OverviewTally.castObject({ locationId }).locationId,
          dayKey: overviewDayKeyOf(overviewScopeOf(merchantId, locationId), utcDayOf(at)),
        }))
      : [];
  await insertUnordered(OverviewTally.collection, [...rows, ...located]);
}
