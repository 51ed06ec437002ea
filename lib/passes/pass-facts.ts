import { type Clock, systemClock } from "@/lib/clock";
import { formatMinorUnits, majorUnitsOf } from "@/lib/money/minor-units";
import type { PlaceholderValues } from "@/lib/passes/placeholders";
import { DEFAULT_PASS_TIME_ZONE } from "@/lib/passes/time-zone";

// What a pass shows of its member or gift card, read once (lib/services/wallet/pass-facts.ts) or made up for a
// sample (the dashboard's preview and sample pass), and the text placeholders become. Browser-safe: the
// template designer's live preview fills placeholders with the same function the pass builder uses.

export type PassFacts = {
  kind: "member" | "giftcard";
  /** Erased, deleted or purged (a card also when voided): the pass is voided and shows no personal data. */
  isVoided: boolean;
  /** The points balance (members; stamps on stamp cards). */
  points: number;
  tier: string | null;
  /** First and last name; empty when unknown or voided. */
  memberName: string;
  /** What the barcode carries: the member number, or the gift card's number (never its security code). */
  number: string;
  /** A gift card's security code, on the back for its holder (decision 046); absent for members and old cards. */
  securityCode?: string | null;
  balanceCents: number | null;
  currency: string;
  expiresAt: Date | null;
  /** The program's time zone (IANA; UTC when it has none): every date on the pass is read in it. */
  timeZone: string;
  /** A member's available offers: the program's LIVE ones, affordable or not (decision 030); else empty. */
  offers: PassOffer[];
  /** The newest message to the member's pass (decision 047); absent or null when none. */
  message?: { id: string; text: string } | null;
  /** A member's points expiring within 60 days and when the first do (decision 049); absent or null: none. */
  pointsExpiring?: { points: number; at: Date } | null;
};

/** What a pass shows of an offer. */
export type PassOffer = {
  id: string;
  name: string;
  description: string | null;
  pointsCost: number | null;
  endsAt: Date | null;
};

export type PassLanguage = "en" | "de";
const LOCALES: Record<PassLanguage, string> = { en: "en-GB", de: "de-DE" };

/** The language a pass's own texts are written in: the program's `language` when German, else English. */
export const passLanguageOf = (language: string | null | undefined): PassLanguage =>
  language?.toLowerCase().startsWith("de") ? "de" : "en";

export function formatPassMoney(cents: number, currency: string, language: PassLanguage): string {
  try {
    return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency }).format(
      majorUnitsOf(cents),
    );
  } catch {
    return `${formatMinorUnits(cents)} ${currency}`;
  }
}

/** A date as the pass's texts write it: in the program's zone, as the front's date fields read it. */
export const formatPassDate = (date: Date, language: PassLanguage, timeZone: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeZone }).format(date);

/** What each placeholder becomes for these facts (a voided pass: nothing personal). */
export function placeholderValuesOf(facts: PassFacts, language: PassLanguage): PlaceholderValues {
  const points = facts.kind === "member" ? String(facts.points) : "";
  return {
    points,
    stamps: points,
    tier: facts.tier ?? "",
    memberName: facts.isVoided ? "" : facts.memberName,
    memberNumber: facts.isVoided ? "" : facts.number,
    balance: facts.balanceCents === null ? "" : formatPassMoney(facts.balanceCents, facts.currency, language),
    expiresAt: facts.expiresAt ? formatPassDate(facts.expiresAt, language, facts.timeZone) : "",
  };
}

export const SAMPLE_MEMBER_NAME = "Alex Example";
const SAMPLE_POINTS = 120;
const SAMPLE_BALANCE_CENTS = 2500;
const SAMPLE_DAYS_VALID = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A made-up member (or gift card) of a program, for previews and the sample pass; nothing of it is stored.
 * The tier is the program's first one that the sample points reach (or its first one), for tiered programs.
 */
export function sampleFactsOf({
  kind,
  tiers = [],
  currency = "EUR",
  timeZone = DEFAULT_PASS_TIME_ZONE,
  now = systemClock,
}: {
  kind: PassFacts["kind"];
  tiers?: readonly { name: string; minLifetimePoints: number }[];
  currency?: string;
  timeZone?: string;
  now?: Clock;
}): PassFacts {
  const at = now();
  const reached = tiers.filter((tier) => tier.minLifetimePoints <= SAMPLE_POINTS).at(-1) ?? tiers[0];
  const isCard = kind === "giftcard";
  return {
    kind,
    isVoided: false,
    points: isCard ? 0 : SAMPLE_POINTS,
    tier: isCard ? null : (reached?.name ?? null),
    memberName: isCard ? "" : SAMPLE_MEMBER_NAME,
    number: isCard ? "4000123412341234" : "SAMPLE0000000001",
    balanceCents: isCard ? SAMPLE_BALANCE_CENTS : null,
    currency,
    expiresAt: isCard ? new Date(Math.floor(at.getTime() / DAY_MS + SAMPLE_DAYS_VALID) * DAY_MS) : null,
    timeZone,
    offers: [],
  };
}
