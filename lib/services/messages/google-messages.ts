import { DAY_MS } from "@/lib/clock";
import { PassMessage } from "@/lib/db/models/pass-message";
import { PassMessageEvent } from "@/lib/db/models/pass-message-event";
import { type MessageEvent, recordMessageEvents } from "@/lib/services/message-stats/message-events";
import type { GoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { resolveGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { GoogleWalletApiError } from "@/lib/services/wallet/google/google-fetch";
import { addMessage } from "@/lib/services/wallet/google/wallet-api";

/** Google notifies a pass at most this often in 24 hours (its "Trigger push notifications" guide). */
export const GOOGLE_NOTIFICATIONS_PER_DAY = 3;

export type GoogleMessagePayload = {
  action: "google";
  messageId: string;
  merchantId: string;
  objectIds: string[];
};

/**
 * What our messages did to this object so far, in one `{objectId}` read: whether this message was already added
 * (a retried row) and how many notifications it had in the 24 hours before `at`.
 */
async function historyOf(objectId: string, messageId: string, at: Date) {
  const rows = await PassMessageEvent.find({ objectId }, { type: 1, messageId: 1, at: 1 }).lean();
  const since = at.getTime() - DAY_MS;
  return {
    isMessaged: rows.some((row) => row.type === "google-messaged" && String(row.messageId) === messageId),
    notifications: rows.filter(
      (row) => row.type === "google-notified" && row.at.getTime() > since && row.at <= at,
    ).length,
  };
}

/** One object: skipped when already messaged (a retried row), else added with or without notifying. */
async function messageObject(
  credentials: GoogleWalletCredentials,
  message: { id: string; text: string; header: string },
  objectId: string,
  at: Date,
): Promise<MessageEvent[]> {
  const history = await historyOf(objectId, message.id, at);
  if (history.isMessaged) return [];
  const canNotify = history.notifications < GOOGLE_NOTIFICATIONS_PER_DAY;
  const isPresent = await addMessage(credentials, "loyaltyObject", objectId, {
    id: message.id,
    header: message.header,
    body: message.text,
    messageType: canNotify ? "TEXT_AND_NOTIFY" : "TEXT",
  });
  if (!isPresent) return [];
  return [
    { type: "google-messaged", what: objectId, objectId, at },
    canNotify
      ? { type: "google-notified", what: objectId, objectId, at }
      : { type: "google-over-budget", what: objectId, at },
  ];
}

/**
 * A row of up to 50 objects: `addMessage` on each, `TEXT_AND_NOTIFY` while the object had fewer than 3
 * notifications in the last 24 hours, else `TEXT` (added without notifying, counted). A Google error Google
 * calls final counts as a failure; a retryable one retries the row (objects done are skipped).
 */
export async function sendGoogleMessages(payload: GoogleMessagePayload, at: Date) {
  const credentials = await resolveGoogleWalletCredentials({ merchantId: payload.merchantId });
  const stored = await PassMessage.findById(payload.messageId, { text: 1 }).lean();
  if (!credentials || !stored) return { ok: true } as const;
  const message = { id: payload.messageId, text: stored.text, header: headerOf(stored.text) };
  // The row's events are written together (one insert, not one per object), also when it stops early.
  const events: MessageEvent[] = [];
  try {
    for (const objectId of payload.objectIds) {
      try {
        events.push(...(await messageObject(credentials, message, objectId, at)));
      } catch (error) {
        if (!(error instanceof GoogleWalletApiError)) throw error;
        if (error.isRetryable) return { ok: false, error: error.message } as const;
        events.push({ type: "failure", what: `google:${objectId}`, at });
      }
    }
    return { ok: true } as const;
  } finally {
    await recordMessageEvents(payload.messageId, events);
  }
}

/** Google shows a header above the body: the text's first words. */
const headerOf = (text: string) => (text.length <= 40 ? text : `${text.slice(0, 39)}…`);
