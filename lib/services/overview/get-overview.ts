import type { Types } from "mongoose";
import { addDays, type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { Program } from "@/lib/db/models/program";
import { formatMinorUnits } from "@/lib/money/minor-units";
import type { CountSeries, MoneySeries, OverviewDto } from "@/lib/schemas/overview";
import {
  COUNT_METRICS,
  type CountMetric,
  type DayTotals,
  type MoneyMetric,
} from "@/lib/services/changes/overview-metrics";
import { utcDayOf } from "@/lib/services/changes/overview-tallies";
import { getLocationOrThrow } from "@/lib/services/locations/get-location";
import { memberCountOf } from "@/lib/services/members/member-stats";
import { readDailyTotals } from "@/lib/services/overview/daily-totals";
import { outstandingBalances } from "@/lib/services/overview/outstanding-balance";

/** The UTC days from `count - 1` days before `today` to `today`, oldest first. */
const daysEndingAt = (today: Date, count: number) =>
  Array.from({ length: count }, (_, index) => utcDayOf(addDays(today, index - count + 1)));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function countSeriesOf(metric: CountMetric, window: DayTotals[], before: DayTotals[]): CountSeries {
  const daily = window.map((day) => day.counts[metric]);
  return { total: sum(daily), previous: sum(before.map((day) => day.counts[metric])), daily };
}

function moneySeriesOf(currency: string, metric: MoneyMetric, window: DayTotals[], before: DayTotals[]) {
  const centsOf = (day: DayTotals) => day.money[currency]?.[metric] ?? 0;
  const daily = window.map(centsOf);
  return {
    total: formatMinorUnits(sum(daily)),
    previous: formatMinorUnits(sum(before.map(centsOf))),
    daily: daily.map(formatMinorUnits),
  } satisfies MoneySeries;
}

/** The merchant's programs (a merchant keeps few): one `{merchantId}` read, sorted out in code. */
async function programsOf(merchantId: string) {
  const programs = (
    await Program.find({ merchantId }, { programType: 1, status: 1, deletedAt: 1 }).lean()
  ).filter((program) => !program.deletedAt);
  const active = programs.filter((program) => program.status !== "archived");
  const ofType = (type: string) => programs.filter((program) => program.programType === type);
  return {
    counts: {
      active: active.length,
      loyalty: active.filter((program) => program.programType === "loyalty").length,
      giftcard: active.filter((program) => program.programType === "giftcard").length,
      archived: programs.length - active.length,
    },
    loyaltyIds: ofType("loyalty").map((program) => program._id as Types.ObjectId),
    giftCardIds: ofType("giftcard").map((program) => program._id as Types.ObjectId),
  };
}

/**
 * The numbers a shop owner checks each morning, over the last `days` UTC days and the as many before them
 * (decision 024): counted changes from the merchant's daily rows, and what holds today (programs, members,
 * gift-card balances) from the merchant's own rows. Nothing here reads another merchant's data.
 */
export async function getOverview({
  merchantId,
  days,
  locationId = null,
  now = systemClock,
}: {
  merchantId: string;
  days: number;
  /** Issue 30: the daily figures of one location (programs, members and balances stay the merchant's). */
  locationId?: string | null;
  now?: Clock;
}): Promise<OverviewDto> {
  if (locationId) await getLocationOrThrow({ merchantId, locationId });
  await connectToDatabase();
  const at = now();
  const dates = daysEndingAt(at, days);
  const previousDates = daysEndingAt(addDays(at, -days), days);
  const [merchant, programs] = await Promise.all([
    Merchant.findById(merchantId, { createdAt: 1 }).lean(),
    programsOf(merchantId),
  ]);
  const [totals, memberCounts, outstanding] = await Promise.all([
    readDailyTotals({
      merchantId,
      locationId,
      days: [...previousDates, ...dates],
      at,
      openedAt: (merchant as { createdAt?: Date } | null)?.createdAt ?? at,
    }),
    Promise.all(programs.loyaltyIds.map((programId) => memberCountOf(programId))),
    outstandingBalances({ programIds: programs.giftCardIds, at }),
  ]);
  const window = dates.map((day) => totals.get(day) as DayTotals);
  const before = previousDates.map((day) => totals.get(day) as DayTotals);
  const currencies = new Set([
    ...outstanding.keys(),
    ...[...window, ...before].flatMap((day) => Object.keys(day.money)),
  ]);
  const metrics = Object.fromEntries(
    COUNT_METRICS.map((metric) => [metric, countSeriesOf(metric, window, before)]),
  ) as OverviewDto["metrics"];
  return {
    days,
    dates,
    programs: programs.counts,
    members: { total: sum(memberCounts), newLast7Days: sum(metrics.newMembers.daily.slice(-7)) },
    metrics,
    giftCardMoney: [...currencies].sort().map((currency) => ({
      currency,
      outstanding: formatMinorUnits(outstanding.get(currency) ?? 0),
      sold: moneySeriesOf(currency, "soldCents", window, before),
      redeemed: moneySeriesOf(currency, "redeemedCents", window, before),
    })),
    locationId,
    generatedAt: at.toISOString(),
  };
}
