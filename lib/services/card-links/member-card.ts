import { type Clock, systemClock } from "@/lib/clock";
import type { Language } from "@/lib/i18n/language";
import { displayNameOf } from "@/lib/members/display-name";
import { type RewardProgress, rewardProgressOf } from "@/lib/passes/reward-progress";
import { passTimeZoneOf } from "@/lib/passes/time-zone";
import { programTextsIn } from "@/lib/programs/program-texts";
import { type BarcodeFormat, DEFAULT_BARCODE_FORMAT } from "@/lib/schemas/program";
import { type CardBrand, cardBrandOf } from "@/lib/services/card-links/card-brand";
import { loadLiveCardSource } from "@/lib/services/card-links/live-card-source";
import { type RecentVisits, recentVisitsOf } from "@/lib/services/card-links/recent-visits";
import { pointsRefusal } from "@/lib/services/redemptions/redeem-offer";
import type { ReceivedMessage } from "@/lib/services/wallet/pass-source";

const DEFAULT_STAMP_GOAL = 10;
/** A row longer than this would wrap into a wall of circles on a phone. */
const MAX_STAMP_MARKS = 20;

/** What the member's card page shows, and nothing more: no e-mail, phone or other personal field. */
export type MemberCardView = CardBrand & {
  memberName: string | null;
  memberNumber: string;
  /** The program's barcode format (issue 27): the card page draws the number in it. */
  barcodeFormat: BarcodeFormat;
  isSuspended: boolean;
  points: number;
  isStampCard: boolean;
  /** How many marks a stamp card's row has: the cheapest LIVE reward's cost, else 10. */
  stampGoal: number;
  /**
   * The program's own words for its points (`customPointName` / `customPointsName`) in the page's language
   * (decision 045), when it has them.
   */
  pointName: { one: string | null; other: string | null };
  tier: string | null;
  /** LIVE offers the member's points reach now (cost, minimum and maximum). */
  offers: { id: string; name: string; description: string | null; pointsCost: number }[];
  /** The next LIVE offer and (tiered programs) tier, and how many points are missing; null while suspended. */
  progress: RewardProgress | null;
  /** The member's newest ledger entries, newest first. */
  recentVisits: RecentVisits;
  /** The newest messages the shop sent the member (issue 29), newest first (the pass carries the first). */
  messages: ReceivedMessage[];
  /** The program's zone (UTC without one): the visits' times are read in it (decision 040). */
  timeZone: string;
  /** Where and when the shop is, and its privacy notice: the program's own words, null when it has none. */
  address: string | null;
  openingHours: string | null;
  privacyUrl: string | null;
  /** Points expiring within 60 days and when the first do (decision 049); null: none, or they never expire. */
  pointsExpiring: { points: number; at: Date } | null;
};

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The card a link opens: null for a dead link, an erased or deleted member, or a program that is gone — the
 * page then says the card no longer exists. Reads the same source as the wallet passes, so both agree.
 */
export async function getMemberCard({
  token,
  language = "en",
  now = systemClock,
}: {
  token: string;
  /** The page's language: the program's texts in it where it gives them, else its base texts. */
  language?: Language;
  now?: Clock;
}): Promise<MemberCardView | null> {
  const source = await loadLiveCardSource({ token, kind: "member", withOffers: true, now });
  if (!source) return null;
  const { member, program, points } = source;
  const [brand, recentVisits] = await Promise.all([
    cardBrandOf({ program, merchantId: source.merchantId }),
    recentVisitsOf(source),
  ]);
  const isSuspended = member.status === "suspended";
  const texts = programTextsIn(program, language);
  const costs = source.liveOffers.map((offer) => offer.pointsCost ?? 0).filter((cost) => cost > 0);
  return {
    ...brand,
    memberName: displayNameOf(member, null),
    memberNumber: member.memberNumber,
    barcodeFormat: program.barcodeFormat ?? DEFAULT_BARCODE_FORMAT,
    isSuspended,
    points,
    isStampCard: program.programSchema === "stampCard",
    stampGoal: costs.length > 0 ? Math.min(...costs, MAX_STAMP_MARKS) : DEFAULT_STAMP_GOAL,
    pointName: { one: texts.customPointName, other: texts.customPointsName },
    tier: source.tier,
    progress: isSuspended
      ? null
      : rewardProgressOf({
          balance: points,
          lifetime: source.lifetime,
          offers: source.liveOffers,
          tiers: program.programSchema === "tieredMembership" ? (program.tiers ?? []) : [],
        }),
    recentVisits,
    messages: source.recentMessages,
    timeZone: passTimeZoneOf(program.timeZone),
    address: textOrNull(program.address),
    openingHours: textOrNull(program.openingHours),
    privacyUrl: textOrNull(program.privacyUrl),
    pointsExpiring: isSuspended ? null : source.pointsExpiring,
    offers: isSuspended
      ? []
      : source.liveOffers
          .filter((offer) => pointsRefusal(offer, { balance: points }) === null)
          .map((offer) => ({
            id: String(offer._id),
            name: offer.name,
            description: offer.description ?? null,
            pointsCost: offer.pointsCost ?? 0,
          })),
  };
}
