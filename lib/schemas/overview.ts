import { z } from "zod";
import { int, model, objectId } from "@/lib/schemas/fields";

export const OVERVIEW_LIMITS = { defaultDays: 30, maxDays: 90 } as const;

export const overviewQuerySchema = model({
  days: int({ ge: 1, le: OVERVIEW_LIMITS.maxDays })
    .default(OVERVIEW_LIMITS.defaultDays)
    .meta({ description: "The window: this many UTC days, ending today" }),
  locationId: objectId().nullish().meta({
    description:
      "Issue 30: only what happened at this location of the merchant (archived ones too; another merchant's or an unknown id answers 404)",
  }),
});

const count = () => z.number().int().min(0);
const money = () => z.string().meta({ description: "Decimal string, two places", example: "25.00" });

const countSeries = (description: string) =>
  z
    .object({
      total: count().meta({ description: "In the window" }),
      previous: count().meta({ description: "In the as many days before the window, for comparison" }),
      daily: z.array(count()).meta({ description: "Per day, in the order of `dates`" }),
    })
    .meta({ description });

const moneySeries = (description: string) =>
  z
    .object({
      total: money(),
      previous: money().meta({ description: "In the as many days before the window" }),
      daily: z.array(money()).meta({ description: "Per day, in the order of `dates`" }),
    })
    .meta({ description });

export const overviewResponseSchema = z.object({
  days: z.number().int().min(1).max(OVERVIEW_LIMITS.maxDays),
  dates: z
    .array(z.iso.date())
    .meta({ description: "The window's UTC days, oldest first; today is the last and still counting" }),
  programs: z.object({
    active: count().meta({ description: "Programs not archived (deleted ones are not counted)" }),
    loyalty: count().meta({ description: "Active loyalty programs" }),
    giftcard: count().meta({ description: "Active gift-card programs" }),
    archived: count(),
  }),
  members: z.object({
    total: count().meta({
      description: "Members of the loyalty programs today (deleted members are not counted)",
    }),
    newLast7Days: count(),
  }),
  metrics: z.object({
    newMembers: countSeries("Members who joined"),
    scans: countSeries("Member cards scanned at the counter"),
    pointsGiven: countSeries("Points credited (scans, rules, referrals, adjustments; not imports)"),
    offersRedeemed: countSeries("Offers redeemed"),
    cardsSold: countSeries("Gift cards issued"),
    passesInstalled: countSeries("Wallet passes added to Apple Wallet or Google Wallet"),
    passesRemoved: countSeries("Wallet passes removed"),
  }),
  giftCardMoney: z
    .array(
      z.object({
        currency: z.string(),
        outstanding: money().meta({
          description: "What the cards hold today: balances of cards not deleted, expired or voided",
        }),
        sold: moneySeries("Value sold: cards issued and reloaded"),
        redeemed: moneySeries("Value redeemed"),
      }),
    )
    .meta({ description: "One entry per currency the merchant's gift cards use, by currency code" }),
  locationId: z
    .string()
    .nullable()
    .meta({ description: "The location the daily figures are for; null: the whole merchant" }),
  generatedAt: z.iso.datetime(),
});
export type OverviewDto = z.output<typeof overviewResponseSchema>;
export type CountSeries = OverviewDto["metrics"]["scans"];
export type MoneySeries = OverviewDto["giftCardMoney"][number]["sold"];
