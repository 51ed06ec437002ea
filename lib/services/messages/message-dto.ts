import type { Types } from "mongoose";
import { isoOrNull } from "@/lib/clock";
import type { PassMessageDocument } from "@/lib/db/models/pass-message";
import { PassMessageDelivery } from "@/lib/db/models/pass-message-delivery";
import { type MessageEventType, PassMessageEvent } from "@/lib/db/models/pass-message-event";
import type { MessageAudience, MessageDto, MessageStats, MessageStatus } from "@/lib/schemas/message";

export type StoredMessage = PassMessageDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export const messageStatusOf = (message: StoredMessage): MessageStatus => {
  if (message.cancelledAt) return "cancelled";
  if (message.sentAt) return "sent";
  return message.startedAt ? "sending" : "scheduled";
};

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** The audience as stored, every filter named (null when not given). */
function audienceDtoOf(audience: MessageAudience): MessageDto["audience"] {
  return {
    all: audience.all ?? null,
    tiers: audience.tiers ?? null,
    minPoints: audience.minPoints ?? null,
    maxPoints: audience.maxPoints ?? null,
    joinedAfter: iso(audience.joinedAfter),
    joinedBefore: iso(audience.joinedBefore),
    lastScanAfter: iso(audience.lastScanAfter),
    lastScanBefore: iso(audience.lastScanBefore),
    memberIds: audience.memberIds ?? null,
  };
}

/**
 * The stats, counted from rows (decision 002): the audience's delivery rows, and the event rows of the message
 * (one `{messageId}` read each), so they grow as the fan-out and the devices go.
 */
export async function messageStatsOf(messageId: Types.ObjectId | string): Promise<MessageStats> {
  const [audience, events] = await Promise.all([
    PassMessageDelivery.countDocuments({ messageId }),
    PassMessageEvent.find({ messageId }, { type: 1 }).lean(),
  ]);
  const count = (type: MessageEventType) => events.filter((event) => event.type === type).length;
  return {
    audience,
    excludedByDailyLimit: count("excluded-daily-limit"),
    applePasses: count("apple-pass"),
    applePushesSent: count("apple-push-sent"),
    applePassesFetched: count("apple-pass-fetched"),
    googleObjectsMessaged: count("google-messaged"),
    googleObjectsNotified: count("google-notified"),
    googleOverNotificationBudget: count("google-over-budget"),
    failures: count("failure"),
    appleDevicesGone: count("apple-device-gone"),
  };
}

export async function toMessageDto(message: StoredMessage): Promise<MessageDto> {
  return {
    id: String(message._id),
    programId: String(message.programId),
    status: messageStatusOf(message),
    text: message.text,
    kind: message.kind,
    audience: audienceDtoOf(message.audience as MessageAudience),
    audienceCount: message.audienceCount ?? null,
    sendAt: isoOrNull(message.sendAt),
    createdAt: message.createdAt.toISOString(),
    sentAt: isoOrNull(message.sentAt),
    cancelledAt: isoOrNull(message.cancelledAt),
    stats: await messageStatsOf(message._id),
  };
}
