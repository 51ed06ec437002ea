import { formatCount } from "@/components/i18n/format";

const count = (value: number) => formatCount(value, "en");
const previous = (value: number) => (value === 1 ? "the previous day" : `the previous ${count(value)} days`);

/** Every string of the overview page, in English. `de.ts` has the same shape. */
export const en = {
  title: "Overview",
  lead: (window: number) =>
    `Your shop over the last ${count(window)} days. Days are UTC days; today’s numbers are still counting.`,
  sections: {
    loyalty: "Loyalty",
    giftCards: "Gift cards",
    passes: "Wallet passes",
  },
  empty: {
    title: "Create your first program",
    body: "A loyalty program gives points at the counter; a gift-card program sells cards. Your numbers appear here as soon as customers use them.",
    loyalty: "Create a loyalty program",
    giftCard: "Create a gift-card program",
  },
  programs: {
    active: (active: number) => (active === 1 ? "1 active program" : `${count(active)} active programs`),
    breakdown: (loyalty: number, giftcard: number) =>
      `${count(loyalty)} loyalty · ${count(giftcard)} gift card${giftcard === 1 ? "" : "s"}`,
    archived: (archived: number) => `${count(archived)} archived`,
    manage: "Manage programs",
  },
  members: {
    title: "Members",
    newSince: (week: number, month: number, window: number) =>
      `${count(week)} new in 7 days · ${count(month)} in ${count(window)} days`,
    none: "No members yet. Share your join link, or import the customers you already have.",
    add: "Import members",
    shareJoinLink: "Share your join link",
  },
  metrics: {
    newMembers: "New members",
    scans: "Scans",
    pointsGiven: "Points given",
    offersRedeemed: "Offers redeemed",
    cardsSold: "Gift cards sold",
    passesInstalled: "Passes installed",
    passesRemoved: "Passes removed",
    sold: "Value sold",
    redeemed: "Value redeemed",
    outstanding: "Outstanding balance",
  },
  hints: {
    pointsGiven: "Points credited by scans, rules and adjustments.",
    sold: "Cards issued and reloaded.",
    outstanding: "What your cards hold today, not counting expired or deleted cards.",
    passes: "Counted when customers add a pass to Apple Wallet or Google Wallet, or remove it.",
  },
  currency: (title: string, currency: string) => `${title} (${currency})`,
  change: {
    more: (difference: string, window: number) => `Up ${difference} from ${previous(window)}`,
    fewer: (difference: string, window: number) => `Down ${difference} from ${previous(window)}`,
    same: (window: number) => `Unchanged from ${previous(window)}`,
  },
  chart: {
    label: (metric: string, window: number) => `${metric} per day over the last ${count(window)} days`,
    peak: (value: string, day: string) => `highest: ${value} on ${day}`,
    flat: "none on any day",
    show: "Show the numbers",
    showFor: (metric: string) => `for ${metric}`,
    caption: (metric: string) => `${metric} per day`,
    day: "Day (UTC)",
    today: "today",
  },
  giftCards: {
    none: "No gift-card program yet. Create one to sell cards at the counter or online.",
    noCards: "No cards sold yet.",
    issue: "Issue a card",
  },
  loyalty: {
    none: "No loyalty program yet. Create one to give points for every visit.",
  },
};

export type OverviewMessages = typeof en;
