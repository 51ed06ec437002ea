import { z } from "zod";
import { bool, dateTime, enumOf, int, list, model, objectId, text } from "@/lib/schemas/fields";
import { LIST_OFFSET_MAX, LIST_PAGE_MAX } from "@/lib/schemas/program";

export const MESSAGE_TEXT_MAX_LENGTH = 250;
export const MESSAGE_KINDS = ["marketing", "service"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATUSES = ["scheduled", "sending", "sent", "cancelled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** `memberIds` in one audience. */
export const MESSAGE_MEMBER_IDS_MAX = 1_000;
const POINTS_MAX = 1_000_000_000;
/** Messages per list page. */
export const MESSAGE_LIST_LIMITS = { default: 20, max: 100 } as const;

/**
 * Who a message goes to: `{"all": true}`, or any of the filters (all of those given must match). Erased,
 * deleted and suspended members are never in an audience; a marketing message reaches only members whose
 * marketing consent counts (decision 047).
 */
export const messageAudienceSchema = model({
  all: bool().nullish(),
  tiers: list(text({ minLength: 1, maxLength: 100 }), { maxLength: 50 }).nullish(),
  minPoints: int({ ge: 0, le: POINTS_MAX }).nullish(),
  maxPoints: int({ ge: 0, le: POINTS_MAX }).nullish(),
  joinedAfter: dateTime().nullish(),
  joinedBefore: dateTime().nullish(),
  lastScanAfter: dateTime().nullish(),
  lastScanBefore: dateTime().nullish(),
  memberIds: list(objectId(), { maxLength: MESSAGE_MEMBER_IDS_MAX }).nullish(),
});
export type MessageAudience = z.output<typeof messageAudienceSchema>;

/** The audience's filters: everything it may name besides `all` (the dashboard's picker offers all but memberIds). */
export const AUDIENCE_FILTERS = [
  "tiers",
  "minPoints",
  "maxPoints",
  "joinedAfter",
  "joinedBefore",
  "lastScanAfter",
  "lastScanBefore",
  "memberIds",
] as const satisfies readonly (keyof MessageAudience)[];

export const createMessageSchema = model({
  text: text({ minLength: 1, maxLength: MESSAGE_TEXT_MAX_LENGTH }),
  kind: enumOf(MESSAGE_KINDS),
  audience: messageAudienceSchema,
  sendAt: dateTime().nullish(),
});
export type CreateMessageInput = z.output<typeof createMessageSchema>;

export const messageAudienceRequestSchema = model({
  audience: messageAudienceSchema,
  kind: enumOf(MESSAGE_KINDS).default("service"),
});

export const messageListParamsSchema = model({ programId: objectId() });
export const messageParamsSchema = model({ programId: objectId(), messageId: objectId() });
export const messageListQuerySchema = model({
  page: int({ ge: 1, le: LIST_PAGE_MAX }).default(1),
  limit: int({ ge: 1, le: MESSAGE_LIST_LIMITS.max }).default(MESSAGE_LIST_LIMITS.default),
  offset: int({ ge: 0, le: LIST_OFFSET_MAX }).nullish(),
});

const audienceResponseSchema = z.object({
  all: z.boolean().nullable(),
  tiers: z.array(z.string()).nullable(),
  minPoints: z.number().int().nullable(),
  maxPoints: z.number().int().nullable(),
  joinedAfter: z.iso.datetime().nullable(),
  joinedBefore: z.iso.datetime().nullable(),
  lastScanAfter: z.iso.datetime().nullable(),
  lastScanBefore: z.iso.datetime().nullable(),
  memberIds: z.array(z.string()).nullable(),
});

const count = (description: string) => z.number().int().meta({ description });

export const messageStatsSchema = z.object({
  audience: count("Members the message went to (counted when sending starts)"),
  excludedByDailyLimit: count(
    "Members left out because they already had a marketing message of this program in the 24 hours before",
  ),
  applePasses: count("Apple passes of the audience with a registered device"),
  applePushesSent: count("APNs pushes Apple accepted"),
  applePassesFetched: count("Apple passes a device downloaded after the message (it reached the phone)"),
  googleObjectsMessaged: count("Google Wallet objects the message was added to"),
  googleObjectsNotified: count("Of those, the ones Google was asked to notify (TEXT_AND_NOTIFY)"),
  googleOverNotificationBudget: count(
    "Added without notifying: the object had had 3 notifications in the 24 hours before (Google's limit)",
  ),
  failures: count("Pushes and Google calls that failed for good"),
  appleDevicesGone: count(
    "APNs pushes answered 410 (the device no longer holds the pass; its registration is removed): not failures",
  ),
});
export type MessageStats = z.output<typeof messageStatsSchema>;

export const messageResponseSchema = z.object({
  id: z.string(),
  programId: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  text: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  audience: audienceResponseSchema,
  audienceCount: z.number().int().nullable().meta({
    description:
      "Members the message goes to; null until sending starts (POST …/messages/audience counts ahead)",
  }),
  sendAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable().meta({ description: "When every push and Google call was queued" }),
  cancelledAt: z.iso.datetime().nullable(),
  stats: messageStatsSchema,
});
export type MessageDto = z.output<typeof messageResponseSchema>;

export const messagePageSchema = z.object({
  items: z.array(messageResponseSchema),
  page: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
  nextOffset: z.number().int().nullable(),
});

export const messageAudienceCountSchema = z.object({
  audienceCount: z.number().int(),
  withoutMarketingConsent: z.number().int().meta({
    description: "Members who match but lack marketing consent (a marketing message leaves them out)",
  }),
});

/** 409 codes of messages. */
export const MESSAGE_ERROR_CODES = {
  MESSAGE_ALREADY_SENDING: "The message is being sent or was sent; it can no longer be cancelled",
} as const;
