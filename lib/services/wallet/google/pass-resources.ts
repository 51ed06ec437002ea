import { displayNameOf } from "@/lib/members/display-name";
import { BARCODE_FORMAT_NAMES, type BarcodeProgram, barcodeFormatFor } from "@/lib/passes/barcode-formats";
import { formatPassDate } from "@/lib/passes/pass-facts";
import { passTimeZoneOf } from "@/lib/passes/time-zone";
import { programTextsIn } from "@/lib/programs/program-texts";
import { DEFAULT_CURRENCY } from "@/lib/schemas/giftcard";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";
import type { StoredOffer } from "@/lib/services/offers/offer-dto";
import { googleIdOf, googleObjectIdOf, type PassSubject } from "@/lib/services/pass-updates/pass-identity";
import type { WalletCollection, WalletResource } from "@/lib/services/wallet/google/wallet-api";
import { type PassSource, type PassState, passStateOf } from "@/lib/services/wallet/pass-source";

export const googleClassIdOf = (issuerId: string, programId: string) =>
  googleIdOf(issuerId, `program-${programId}`);
const offerClassIdOf = (issuerId: string, offerId: unknown) =>
  googleIdOf(issuerId, `offer-${String(offerId)}`);
const offerObjectIdOf = (issuerId: string, offerId: unknown, memberId: unknown) =>
  googleIdOf(issuerId, `offer-${String(offerId)}-member-${String(memberId)}`);

export const COLLECTIONS = {
  member: { class: "loyaltyClass", object: "loyaltyObject" },
  giftcard: { class: "giftCardClass", object: "giftCardObject" },
} as const satisfies Record<PassSubject["kind"], { class: WalletCollection; object: WalletCollection }>;

/** A pass label in English, with its German translation (Google shows the one of the phone's language). */
const localized = (en: string, de: string) => ({
  defaultValue: { language: "en", value: en },
  translatedValues: [{ language: "de", value: de }],
});
const LABELS = {
  memberNumber: localized("Member number", "Mitgliedsnummer"),
  memberName: localized("Member", "Mitglied"),
  tier: localized("Tier", "Stufe"),
  points: localized("Points", "Punkte"),
  cardNumber: localized("Card number", "Kartennummer"),
  securityCode: localized("Security code", "Sicherheitscode"),
  pointsExpiring: localized("Points expiring soon", "Bald verfallende Punkte"),
};

/** The member's points expiring within 60 days, "120 · 12 Jan 2027", in a text module (decision 049). */
function expiringModules(source: Extract<PassSource, { kind: "member" }>) {
  const expiring = source.pointsExpiring;
  if (!expiring) return [];
  const timeZone = passTimeZoneOf(source.program.timeZone);
  const bodyIn = (language: "en" | "de") =>
    `${expiring.points} · ${formatPassDate(expiring.at, language, timeZone)}`;
  return [
    {
      id: "pointsExpiring",
      localizedHeader: LABELS.pointsExpiring,
      localizedBody: localized(bodyIn("en"), bodyIn("de")),
    },
  ];
}

export type GooglePassResources = {
  /** The object is the voided husk (voidedObjectOf): it replaces what Google holds rather than patching it. */
  isVoided: boolean;
  classCollection: WalletCollection;
  objectCollection: WalletCollection;
  classResource: WalletResource;
  objectResource: WalletResource;
  /** The member's LIVE offers (class and the member's object each), linked from the loyalty object. */
  offers: { classResource: WalletResource; objectResource: WalletResource }[];
};

/** The object's barcode: the program's format (as on the Apple pass), the number printed under it. */
function barcodeOf(program: BarcodeProgram, value: string) {
  const format = barcodeFormatFor(program.barcodeFormat, value);
  return { type: BARCODE_FORMAT_NAMES[format].google, value, alternateText: value };
}
const uri = (value: string | null | undefined) => (value ? { uri: value } : undefined);

type ClassSource = Pick<PassSource, "kind" | "programId" | "merchantName" | "program"> &
  Partial<Pick<PassSource, "locations">>;

/** The program's class: a loyalty class (a member's pass) or a gift-card class. */
export function googleClassOf({
  source,
  issuerId,
  logoUrl,
}: {
  source: ClassSource;
  issuerId: string;
  logoUrl: string;
}): WalletResource {
  const common = {
    id: googleClassIdOf(issuerId, source.programId),
    issuerName: source.merchantName,
    // Google reviews a class before passes show to everyone; an update of an approved class stays under review.
    reviewStatus: "UNDER_REVIEW",
    programLogo: {
      sourceUri: { uri: logoUrl },
      contentDescription: { defaultValue: { language: "en", value: source.program.name } },
    },
    ...(uri(source.program.website) && { homepageUri: uri(source.program.website) }),
    // Issue 30: Google's geofenced notifications near the shop (coordinates only; at most 10 on a class).
    ...(source.locations?.length && {
      merchantLocations: source.locations.map(({ latitude, longitude }) => ({ latitude, longitude })),
    }),
  };
  if (source.kind === "giftcard")
    return {
      ...common,
      merchantName: source.merchantName,
      localizedCardNumberLabel: LABELS.cardNumber,
      localizedPinLabel: LABELS.securityCode,
    };
  return {
    ...common,
    programName: source.program.name,
    localizedAccountIdLabel: LABELS.memberNumber,
    localizedAccountNameLabel: LABELS.memberName,
    localizedRewardsTierLabel: LABELS.tier,
  };
}

/** A LIVE offer's class: one per offer, shared by the members' offer objects. */
export function googleOfferClassOf({
  merchantName,
  issuerId,
  offer,
}: {
  merchantName: string;
  issuerId: string;
  offer: StoredOffer;
}): WalletResource {
  return {
    id: offerClassIdOf(issuerId, offer._id),
    issuerName: merchantName,
    provider: merchantName,
    title: offer.name,
    ...(offer.description && { details: offer.description }),
    redemptionChannel: "INSTORE",
    reviewStatus: "UNDER_REVIEW",
  };
}

function offerResources(source: PassSource & { kind: "member" }, issuerId: string, offer: StoredOffer) {
  const interval =
    offer.startDate || offer.endDate
      ? {
          validTimeInterval: {
            ...(offer.startDate && { start: { date: offer.startDate.toISOString() } }),
            ...(offer.endDate && { end: { date: offer.endDate.toISOString() } }),
          },
        }
      : {};
  return {
    classResource: googleOfferClassOf({ merchantName: source.merchantName, issuerId, offer }),
    objectResource: {
      id: offerObjectIdOf(issuerId, offer._id, source.member._id),
      classId: offerClassIdOf(issuerId, offer._id),
      state: "ACTIVE",
      barcode: barcodeOf(source.program, source.member.memberNumber),
      ...interval,
    },
  };
}

/** The object's `state` for the pass's state (decision 029). */
const GOOGLE_STATES: Record<PassState, string> = { valid: "ACTIVE", expired: "EXPIRED", voided: "INACTIVE" };

/**
 * The class and object (and a member's offers) Google should hold for the subject, built from its data as it
 * is: a member shows the member number (barcode and account id), the name, the points and the tier; a gift
 * card its number (never the security code) and its balance. The state follows passStateOf, as the Apple pass
 * does: a voided pass is the husk of voidedObjectOf, an expired card EXPIRED, everything else ACTIVE.
 */
export function googlePassResources({
  source,
  issuerId,
  logoUrl,
  withOffers,
}: {
  source: PassSource;
  issuerId: string;
  logoUrl: string;
  withOffers: boolean;
}): GooglePassResources {
  const collections = COLLECTIONS[source.kind];
  const classResource = googleClassOf({ source, issuerId, logoUrl });
  const passState = passStateOf(source);
  const common = {
    isVoided: passState === "voided",
    classCollection: collections.class,
    objectCollection: collections.object,
    classResource,
  };
  if (passState === "voided") {
    const subject =
      source.kind === "member"
        ? { kind: "member" as const, id: String(source.member._id) }
        : { kind: "giftcard" as const, id: String(source.card._id) };
    return { ...common, objectResource: voidedObjectOf(issuerId, subject, source.programId), offers: [] };
  }
  const state = GOOGLE_STATES[passState];
  if (source.kind === "giftcard") {
    const { card } = source;
    return {
      ...common,
      objectResource: {
        id: googleObjectIdOf(issuerId, { kind: "giftcard", id: String(card._id) }),
        classId: classResource.id,
        state,
        cardNumber: card.cardNumber,
        // The holder's security code (decision 046), in Google's own field for it.
        ...(securityCodeOf(card) && { pin: securityCodeOf(card) }),
        balance: {
          micros: String(source.balanceCents * 10_000),
          currencyCode: card.currency || DEFAULT_CURRENCY,
        },
        barcode: barcodeOf(source.program, card.cardNumber),
        // Google moves the pass to "Expired passes" itself then, as Apple's `expirationDate` does.
        ...(card.expiresAt && { validTimeInterval: { end: { date: card.expiresAt.toISOString() } } }),
      },
      offers: [],
    };
  }
  const { member, program } = source;
  const offers = withOffers ? source.liveOffers.map((offer) => offerResources(source, issuerId, offer)) : [];
  const pointsLabel = pointsLabelOf(program);
  return {
    ...common,
    objectResource: {
      id: googleObjectIdOf(issuerId, { kind: "member", id: String(member._id) }),
      classId: classResource.id,
      state,
      accountId: member.memberNumber,
      accountName: displayNameOf(member),
      loyaltyPoints: {
        ...(pointsLabel ?? { localizedLabel: LABELS.points }),
        balance: { int: source.points },
      },
      barcode: barcodeOf(program, member.memberNumber),
      textModulesData: [
        ...(source.tier ? [{ id: "tier", localizedHeader: LABELS.tier, body: source.tier }] : []),
        ...expiringModules(source),
      ],
      ...(withOffers && { linkedOfferIds: offers.map((offer) => offer.objectResource.id) }),
    },
    offers,
  };
}

/**
 * The program's name for its points on the Google pass: the plain `label`, or (issue 28, decision 045) a
 * `localizedLabel` whose translated values are the program's names in other languages; null: the service's own.
 */
function pointsLabelOf(program: Parameters<typeof programTextsIn>[0]) {
  const base = program.customPointsName?.trim();
  if (!base) return null;
  const english = programTextsIn(program, "en").customPointsName ?? base;
  const german = programTextsIn(program, "de").customPointsName ?? base;
  if (german === english) return { label: english };
  return {
    localizedLabel: {
      defaultValue: { language: "en", value: english },
      translatedValues: [{ language: "de", value: german }],
    },
  };
}

/** What a voided gift card's object shows as its number: Google requires one, the void pass keeps none. */
export const VOIDED_CARD_NUMBER = "—";

/**
 * What a voided pass keeps (decisions 022 and 029): the whole object is replaced by its id, class and INACTIVE
 * state — and, for a gift card, the card number Google's GiftCardObject requires, as a dash — so the name,
 * points, balance, number and barcode are gone from Google too, whatever they were. Needs no data of the
 * subject, which may be purged by then.
 */
export function voidedObjectOf(issuerId: string, subject: PassSubject, programId: string): WalletResource {
  return {
    id: googleObjectIdOf(issuerId, subject),
    classId: googleClassIdOf(issuerId, programId),
    state: "INACTIVE",
    ...(subject.kind === "giftcard" && { cardNumber: VOIDED_CARD_NUMBER }),
  };
}

/** A voided member's offer object: replaced by its id, class and INACTIVE state, as the member's own object is. */
export const voidedOfferObjectOf = (
  issuerId: string,
  offerId: unknown,
  memberId: string,
): WalletResource => ({
  id: offerObjectIdOf(issuerId, offerId, memberId),
  classId: offerClassIdOf(issuerId, offerId),
  state: "INACTIVE",
});
