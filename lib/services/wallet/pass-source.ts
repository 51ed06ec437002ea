import { isValidObjectId } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { Member } from "@/lib/db/models/member";
import { Merchant } from "@/lib/db/models/merchant";
import { Offer } from "@/lib/db/models/offer";
import { PassMessageDelivery } from "@/lib/db/models/pass-message-delivery";
import { Program } from "@/lib/db/models/program";
import { displayNameOf } from "@/lib/members/display-name";
import type { PassFacts, PassOffer } from "@/lib/passes/pass-facts";
import { passTimeZoneOf } from "@/lib/passes/time-zone";
import { DEFAULT_CURRENCY, type GiftCardDto } from "@/lib/schemas/giftcard";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";
import { cardStatusOf } from "@/lib/services/giftcards/gift-card-dto";
import { readLedger, type StoredCard } from "@/lib/services/giftcards/ledger";
import { type PassLocation, passLocationsOf } from "@/lib/services/locations/pass-locations";
import { tierOf } from "@/lib/services/members/member-dto";
import { readMemberLedger, type StoredMember } from "@/lib/services/members/points-ledger";
import { effectiveStatus, type StoredOffer } from "@/lib/services/offers/offer-dto";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { expiringPointsOf, type PointsExpiring } from "@/lib/services/points-expiry/expiring-points";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

export type ProgramSource = {
  merchantId: string;
  programId: string;
  merchantName: string;
  program: StoredProgram;
  /** Issue 30: the program's locations on its passes (Google's class takes their coordinates). */
  locations: PassLocation[];
};

export type MemberPassSource = ProgramSource & {
  kind: "member";
  member: StoredMember;
  points: number;
  /** Points ever credited (tiers count these); the ledger's newest sequence (0: no entries). */
  lifetime: number;
  lastSequence: number;
  tier: string | null;
  /** The program's LIVE offers; empty unless asked for. */
  liveOffers: StoredOffer[];
  /** The newest message sent to the member (decision 047), null when none. */
  latestMessage: { id: string; text: string } | null;
  /** Points expiring within 60 days and when the first do (decision 049); null: none, or they never expire. */
  pointsExpiring: PointsExpiring | null;
  /** The newest messages sent to the member, newest first (at most RECENT_MESSAGES_MAX): the card page's history. */
  recentMessages: ReceivedMessage[];
};

/** A message as its recipient sees it. */
export type ReceivedMessage = { id: string; text: string; at: Date };

/** How many of a member's messages the card page lists. */
export const RECENT_MESSAGES_MAX = 5;

export type GiftCardPassSource = ProgramSource & {
  kind: "giftcard";
  card: StoredCard;
  balanceCents: number;
  status: GiftCardDto["status"];
};

export type PassSource = MemberPassSource | GiftCardPassSource;

/** Where a subject belongs, by `_id` alone; null for an id we never stored. */
export async function ownerOfSubject(
  subject: PassSubject,
): Promise<{ merchantId: string; programId: string } | null> {
  if (!isValidObjectId(subject.id)) return null;
  await connectToDatabase();
  const model = subject.kind === "member" ? Member : GiftCard;
  const found = await (model as typeof Member)
    .findById(subject.id, { merchantId: 1, programId: 1 })
    .lean<{ merchantId: unknown; programId: unknown }>();
  return found ? { merchantId: String(found.merchantId), programId: String(found.programId) } : null;
}

/** The program and its merchant's name; null when either is gone. */
export async function programSourceOf(
  merchantId: unknown,
  programId: unknown,
): Promise<ProgramSource | null> {
  const [program, merchant] = await Promise.all([
    Program.findById(programId).lean<StoredProgram>(),
    Merchant.findById(merchantId, { name: 1 }).lean(),
  ]);
  if (!program || !merchant) return null;
  const locations = await passLocationsOf(program);
  return {
    merchantId: String(merchantId),
    programId: String(programId),
    merchantName: merchant.name,
    program,
    locations,
  };
}

/** Every offer of the program, whatever its state (a voided pass's offer objects are voided with it). */
export const programOffersOf = (merchantId: string, programId: string): Promise<StoredOffer[]> =>
  Offer.find({ merchantId, programId }).lean<StoredOffer[]>().exec();

/**
 * The program's offers that are LIVE now (a scheduled one counts from its start date, an ended one no more);
 * `read`: the program's offers when the caller already started reading them.
 */
export async function liveOffersOf(
  merchantId: string,
  programId: string,
  at: Date,
  read: Promise<StoredOffer[]> = programOffersOf(merchantId, programId),
): Promise<StoredOffer[]> {
  const offers = await read;
  return offers.filter(
    (offer) => effectiveStatus(offer, at) === "LIVE" && !(offer.endDate && offer.endDate <= at),
  );
}

/**
 * Everything a subject's pass shows (both wallets), read from the database as it is now; null when the member
 * or card, its program or its merchant is gone. `owner`, when the caller knows where the subject belongs (the
 * API's routes), lets the program be read alongside the subject and its ledger: one round trip instead of two.
 */
export async function loadPassSource({
  subject,
  withOffers,
  now = systemClock,
  owner,
}: {
  subject: PassSubject;
  withOffers: boolean;
  now?: Clock;
  owner?: { merchantId: string; programId: string };
}): Promise<PassSource | null> {
  await connectToDatabase();
  const hinted = owner ? programSourceOf(owner.merchantId, owner.programId) : null;
  hinted?.catch(() => {}); // awaited below only when the subject is the owner's; a failure then still throws
  // A member's pass shows its program's offers: read in the same round trip when the owner is known.
  const hintedOffers =
    owner && withOffers && subject.kind === "member"
      ? programOffersOf(owner.merchantId, owner.programId)
      : null;
  hintedOffers?.catch(() => {});
  const commonOf = async (row: { merchantId: unknown; programId: unknown }) => {
    const isHinted =
      owner && String(row.merchantId) === owner.merchantId && String(row.programId) === owner.programId;
    return isHinted && hinted ? hinted : programSourceOf(row.merchantId, row.programId);
  };
  if (subject.kind === "member") {
    const [member, ledger, recentMessages] = await Promise.all([
      Member.findById(subject.id).lean<StoredMember>(),
      readMemberLedger(subject.id),
      recentMessagesOf(subject.id),
    ]);
    const common = member && (await commonOf(member));
    if (!member || !common) return null;
    const isHinted = common.merchantId === owner?.merchantId && common.programId === owner.programId;
    const offersRead = isHinted && hintedOffers ? hintedOffers : undefined;
    return {
      ...common,
      kind: "member",
      member,
      points: ledger.balance,
      lifetime: ledger.lifetime,
      lastSequence: ledger.lastSequence,
      tier: tierOf(common.program, ledger.lifetime),
      liveOffers: withOffers
        ? await liveOffersOf(common.merchantId, common.programId, now(), offersRead)
        : [],
      latestMessage: recentMessages[0] ?? null,
      recentMessages,
      pointsExpiring: await expiringPointsOf({
        memberId: member._id,
        pointsExpiryDays: common.program.pointsExpiryDays,
        now,
      }),
    };
  }
  const [card, { balanceCents }] = await Promise.all([
    GiftCard.findById(subject.id).lean<StoredCard>(),
    readLedger(subject.id),
  ]);
  const common = card && (await commonOf(card));
  if (!card || !common) return null;
  return { ...common, kind: "giftcard", card, balanceCents, status: cardStatusOf(card, balanceCents, now()) };
}

/**
 * The newest messages delivered to a member, newest first: one `{memberId}` read of its delivery rows (decision
 * 047). The first is the one the pass carries; the card page lists them all.
 */
async function recentMessagesOf(memberId: string): Promise<ReceivedMessage[]> {
  const deliveries = await PassMessageDelivery.find({ memberId }, { messageId: 1, text: 1, at: 1 }).lean();
  return deliveries
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_MESSAGES_MAX)
    .map((delivery) => ({ id: String(delivery.messageId), text: delivery.text, at: delivery.at }));
}

/** What a pass shows of an offer. */
export const passOfferOf = (offer: StoredOffer): PassOffer => ({
  id: String(offer._id),
  name: offer.name,
  description: offer.description ?? null,
  pointsCost: offer.pointsCost ?? null,
  endsAt: offer.endDate ?? null,
});

/**
 * Whether a subject's pass is valid, expired or voided: one rule for the API, the Apple pass and the Google
 * object (decision 029). Voiding is final on a device, so only final states void: an erased, deleted or purged
 * member or card, and a card the API calls `voided` (an erased card is one). A suspended member and a suspended,
 * pending or depleted card keep a valid pass (the counter refuses them, as the database says); a card past its
 * `expiresAt` is expired (Apple's `expirationDate`, Google's EXPIRED).
 */
export function passStateOf(source: PassSource): PassState {
  if (source.kind === "member") {
    const { member } = source;
    const isGone = member.erasedAt || member.deletedAt || member.purgedAt || member.status === "erased";
    return isGone ? "voided" : "valid";
  }
  const { card } = source;
  if (card.deletedAt || card.purgedAt || source.status === "voided") return "voided";
  return source.status === "expired" ? "expired" : "valid";
}

export type PassState = "valid" | "expired" | "voided";

/**
 * What a member's or gift card's pass shows, from its data as it is now (both wallets read the same source,
 * loadPassSource). A voided pass (passStateOf) carries no name and no offers. A member's offers are the source's
 * `liveOffers` (loaded `withOffers`), affordable or not (decision 030).
 */
export function passFactsOf(source: PassSource): PassFacts {
  const isVoided = passStateOf(source) === "voided";
  const timeZone = passTimeZoneOf(source.program.timeZone);
  if (source.kind === "member") {
    const { member } = source;
    return {
      kind: "member",
      isVoided,
      points: source.points,
      tier: isVoided ? null : source.tier,
      memberName: isVoided ? "" : displayNameOf(member),
      number: member.memberNumber,
      balanceCents: null,
      currency: DEFAULT_CURRENCY,
      expiresAt: null,
      timeZone,
      offers: isVoided ? [] : source.liveOffers.map(passOfferOf),
      message: isVoided ? null : source.latestMessage,
      pointsExpiring: isVoided ? null : source.pointsExpiring,
    };
  }
  const { card } = source;
  return {
    kind: "giftcard",
    isVoided,
    points: 0,
    tier: null,
    memberName: "",
    number: card.cardNumber,
    securityCode: isVoided ? null : securityCodeOf(card),
    balanceCents: source.balanceCents,
    currency: card.currency || DEFAULT_CURRENCY,
    expiresAt: card.expiresAt ?? null,
    timeZone,
    offers: [],
  };
}
