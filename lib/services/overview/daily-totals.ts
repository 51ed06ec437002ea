import { DAY_MS } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { OverviewDay } from "@/lib/db/models/overview-day";
import {
  OverviewTally,
  overviewDayKeyOf,
  overviewMonthKeyOf,
  overviewScopeOf,
} from "@/lib/db/models/overview-tally";
import {
  addTally,
  COUNT_METRICS,
  type Counts,
  type DayTotals,
  emptyDay,
  emptyMoney,
  MONEY_METRICS,
  type MoneyTotals,
  type Tally,
} from "@/lib/services/changes/overview-metrics";

/**
 * A day is summed into its `overview_days` row this long after it ended (UTC): a change is counted on the day
 * its request read the clock, and its row lands milliseconds later, so by then no row for the day is on its way.
 */
export const CLOSE_DAY_AFTER_MS = 10 * 60 * 1000;

const startOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** A stored summary with every metric present (a metric added later reads 0 on days summed before it). */
function totalsOf(row: { counts?: unknown; money?: unknown }): DayTotals {
  const stored = (row.counts ?? {}) as Partial<Counts>;
  const totals = emptyDay();
  for (const metric of COUNT_METRICS) totals.counts[metric] = Number(stored[metric] ?? 0);
  for (const [currency, money] of Object.entries((row.money ?? {}) as Record<string, Partial<MoneyTotals>>)) {
    totals.money[currency] = emptyMoney();
    for (const metric of MONEY_METRICS) totals.money[currency][metric] = Number(money[metric] ?? 0);
  }
  return totals;
}

/** One day from its rows: one `{dayKey}` equality read, as many rows as the day had counted changes. */
async function sumTallies(scope: string, day: string): Promise<DayTotals> {
  const rows = await OverviewTally.find(
    { dayKey: overviewDayKeyOf(scope, day) },
    { counts: 1, currency: 1, money: 1 },
  ).lean();
  return rows.reduce((totals, row) => addTally(totals, row as unknown as Tally), emptyDay());
}

/** Stores a finished day's sum once; a reader that closed it at the same moment stored the same sum. */
async function closeDay(
  { merchantId, locationId, scope }: { merchantId: string; locationId: string | null; scope: string },
  day: string,
  totals: DayTotals,
): Promise<void> {
  try {
    await OverviewDay.create({
      _id: overviewDayKeyOf(scope, day),
      merchantId,
      locationId,
      monthKey: overviewMonthKeyOf(scope, day),
      day,
      counts: totals.counts,
      money: totals.money,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * The merchant's totals for each of `days` (`YYYY-MM-DD`, UTC). Finished days come from their summary rows, one
 * `{monthKey}` read per month touched; a finished day without one is summed from its tallies and stored, so
 * that happens once per day. Today (and a day still within `CLOSE_DAY_AFTER_MS` of its end) is summed from its
 * tallies on every read. Days before `openedAt` (the merchant's creation) are zero without a query.
 */
export async function readDailyTotals({
  merchantId,
  locationId = null,
  days,
  at,
  openedAt,
}: {
  merchantId: string;
  /** Issue 30: one location's figures (its own tallies and days) instead of the merchant's. */
  locationId?: string | null;
  days: string[];
  at: Date;
  openedAt: Date;
}): Promise<Map<string, DayTotals>> {
  const scope = overviewScopeOf(merchantId, locationId);
  const months = [...new Set(days.map((day) => overviewMonthKeyOf(scope, day)))];
  const stored = (await Promise.all(months.map((monthKey) => OverviewDay.find({ monthKey }).lean()))).flat();
  const byDay = new Map(stored.map((row) => [row.day, totalsOf(row)]));
  const firstDay = startOf(openedAt.toISOString().slice(0, 10));
  const entries = await Promise.all(
    days.map(async (day): Promise<[string, DayTotals]> => {
      const summary = byDay.get(day);
      if (summary) return [day, summary];
      if (startOf(day) < firstDay) return [day, emptyDay()];
      const totals = await sumTallies(scope, day);
      if (startOf(day) + DAY_MS + CLOSE_DAY_AFTER_MS <= at.getTime())
        await closeDay({ merchantId, locationId, scope }, day, totals);
      return [day, totals];
    }),
  );
  return new Map(entries);
}
