import { toMinorUnits } from "@/lib/money/minor-units";
import type { WebhookEventType } from "@/lib/schemas/webhook";
import type { WebhookEventData } from "@/lib/schemas/webhook-events";

/** What the overview counts per day. Points are summed, everything else counted. */
export const COUNT_METRICS = [
  "newMembers",
  "scans",
  "pointsGiven",
  "offersRedeemed",
  "cardsSold",
  "passesInstalled",
  "passesRemoved",
] as const;
export type CountMetric = (typeof COUNT_METRICS)[number];

/** Gift-card money per currency, in minor units: value sold (issued and reloaded) and redeemed. */
export const MONEY_METRICS = ["soldCents", "redeemedCents"] as const;
export type MoneyMetric = (typeof MONEY_METRICS)[number];

export type Counts = Record<CountMetric, number>;
export type MoneyTotals = Record<MoneyMetric, number>;

/** One day's (or one event's) figures. */
export type DayTotals = { counts: Counts; money: Record<string, MoneyTotals> };

/** What one event adds: some counts, and at most one currency's money. */
export type Tally = {
  counts: Partial<Counts>;
  currency: string | null;
  money: Partial<MoneyTotals>;
};

export const emptyCounts = (): Counts =>
  Object.fromEntries(COUNT_METRICS.map((metric) => [metric, 0])) as Counts;
export const emptyMoney = (): MoneyTotals =>
  Object.fromEntries(MONEY_METRICS.map((metric) => [metric, 0])) as MoneyTotals;
export const emptyDay = (): DayTotals => ({ counts: emptyCounts(), money: {} });

const counted = (counts: Partial<Counts>): Tally => ({ counts, currency: null, money: {} });
const moneyOf = (currency: string, money: Partial<MoneyTotals>, counts: Partial<Counts> = {}): Tally => ({
  counts,
  currency,
  money,
});

/**
 * What an announced change adds to the merchant's day, or null for events the overview does not count.
 * Points given are the credits (positive changes) except imports, which carry balances over from elsewhere
 * rather than give anything today.
 */
export function tallyOfEvent<Type extends WebhookEventType>(
  type: Type,
  data: WebhookEventData<Type>,
): Tally | null {
  switch (type) {
    case "member.created":
      return counted({ newMembers: 1 });
    case "points.changed": {
      const { delta, source } = data as WebhookEventData<"points.changed">;
      const points = delta > 0 && source !== "import" ? delta : 0;
      const scans = source === "scan" ? 1 : 0;
      return scans || points ? counted({ scans, pointsGiven: points }) : null;
    }
    case "offer.redeemed":
      return counted({ offersRedeemed: 1 });
    case "giftcard.issued": {
      const { currency, initialValue } = data as WebhookEventData<"giftcard.issued">;
      return moneyOf(currency, { soldCents: toMinorUnits(initialValue) }, { cardsSold: 1 });
    }
    case "giftcard.reloaded": {
      const { currency, amount } = data as WebhookEventData<"giftcard.reloaded">;
      return moneyOf(currency, { soldCents: toMinorUnits(amount) });
    }
    case "giftcard.redeemed": {
      const { currency, amount } = data as WebhookEventData<"giftcard.redeemed">;
      return moneyOf(currency, { redeemedCents: toMinorUnits(amount) });
    }
    case "pass.installed":
      return counted({ passesInstalled: 1 });
    case "pass.removed":
      return counted({ passesRemoved: 1 });
    default:
      return null;
  }
}

/** Adds one event's tally into `into`. */
export function addTally(into: DayTotals, tally: Tally): DayTotals {
  for (const metric of COUNT_METRICS) into.counts[metric] += tally.counts[metric] ?? 0;
  if (tally.currency) {
    into.money[tally.currency] ??= emptyMoney();
    const money = into.money[tally.currency] as MoneyTotals;
    for (const metric of MONEY_METRICS) money[metric] += tally.money[metric] ?? 0;
  }
  return into;
}
