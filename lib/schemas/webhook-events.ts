import { z } from "zod";
import { POINTS_ENTRY_SOURCES } from "@/lib/schemas/member";
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from "@/lib/schemas/webhook";

// The `data` of each event. Ids are strings; money is a decimal string ("25.00"); no customer e-mail,
// phone or name travels in an event: a partner that needs them reads them through the API.
const id = (description: string) => z.string().meta({ description });
const money = () => z.string().meta({ description: "Decimal string, two places", example: "25.00" });
const at = () => z.iso.datetime();

const memberData = z.object({
  memberId: id("The member"),
  programId: id("The loyalty program"),
  memberNumber: z.string(),
  externalId: z.string().nullable(),
  status: z.string(),
  createdAt: at(),
  updatedAt: at(),
});

const giftCardData = z.object({
  cardId: id("The gift card"),
  programId: id("The gift-card program"),
  lastFourDigits: z.string(),
  currency: z.string(),
  balance: money(),
});

/** Issue 30: where it happened, one of the merchant's locations (GET /v2/locations/{locationId}). */
const location = () =>
  z.string().nullish().meta({
    description:
      "The location where it happened (`GET /v2/locations/{locationId}`); absent or null: not said",
  });

const ledgerData = giftCardData.extend({
  amount: money().meta({ description: "The amount redeemed or reloaded (positive)" }),
  sequence: z.number().int().meta({ description: "The ledger entry's sequence on the card" }),
  locationId: location(),
  at: at(),
});

export const WEBHOOK_EVENT_DATA = {
  "member.created": memberData,
  "member.updated": memberData.extend({
    changedFields: z.array(z.string()).meta({ description: "Names of the fields the update changed" }),
  }),
  "member.erased": z.object({ memberId: id("The member"), programId: id("The program"), erasedAt: at() }),
  "points.changed": z.object({
    memberId: id("The member"),
    programId: id("The program"),
    delta: z.number().int().meta({ description: "Points added (positive) or taken (negative)" }),
    balance: z.number().int().meta({ description: "The member's points after the change" }),
    source: z.enum(POINTS_ENTRY_SOURCES).meta({
      description:
        "What changed them: a scan at the counter, a rule, an offer's redemption, a manual adjustment…",
    }),
    reason: z.string().nullable(),
    locationId: location(),
    at: at(),
  }),
  "offer.redeemed": z.object({
    offerId: id("The offer"),
    programId: id("The program"),
    memberId: id("The member who redeemed it"),
    pointsCost: z.number().int().nullable(),
    locationId: location(),
    at: at(),
  }),
  "pass.installed": z.object({
    passId: id("The pass"),
    programId: id("The program"),
    memberId: z.string().nullable(),
    wallet: z.enum(["apple", "google"]),
    at: at(),
  }),
  "pass.removed": z.object({
    passId: id("The pass"),
    programId: id("The program"),
    memberId: z.string().nullable(),
    wallet: z.enum(["apple", "google"]),
    at: at(),
  }),
  "giftcard.issued": giftCardData.extend({ initialValue: money(), expiresAt: at(), createdAt: at() }),
  "giftcard.redeemed": ledgerData,
  "giftcard.reloaded": ledgerData,
  "gdpr.erasure.completed": z.object({
    requestId: id(
      "The erasure request (GET /v2/giftcards/gdpr/erasure/{requestId} or /v2/loyalty/gdpr/erasure/{requestId})",
    ),
    status: z.enum(["completed", "no_match"]),
    affectedCards: z.array(z.string()).meta({ description: "Gift cards erased" }),
    affectedMembers: z.array(z.string()).meta({ description: "Loyalty members erased" }),
    completedAt: at(),
  }),
  "message.sent": z.object({
    messageId: id("The message (GET /v2/loyalty/programs/{programId}/messages/{messageId})"),
    programId: id("The loyalty program"),
    kind: z.enum(["marketing", "service"]),
    audienceCount: z.number().int().meta({ description: "Members the message went to" }),
    sentAt: at(),
  }),
  "points.expired": z.object({
    memberId: id("The member"),
    programId: id("The program"),
    points: z.number().int().meta({
      description:
        "Points written off (positive): credits older than the program's `pointsExpiryDays`, the oldest first, that were not spent",
    }),
    balance: z.number().int().meta({ description: "The member's points after the expiry" }),
    at: at(),
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<Type extends WebhookEventType> = z.input<(typeof WEBHOOK_EVENT_DATA)[Type]>;

export const testEventData = z.object({
  webhookId: id("The endpoint the test was sent to"),
  message: z.string(),
});

/** The body of every delivery (Standard Webhooks): `type`, `timestamp` and the event's `data`. */
export const webhookEnvelopeOf = (type: string, data: z.ZodType) =>
  z.object({
    type: z.literal(type),
    timestamp: at().meta({ description: "When the event happened" }),
    data,
  });

export const ALL_WEBHOOK_EVENT_SCHEMAS: Record<string, z.ZodType> = {
  ...WEBHOOK_EVENT_DATA,
  [WEBHOOK_TEST_EVENT]: testEventData,
};
