import { DAY_MS } from "@/lib/clock";
import { PassMessage } from "@/lib/db/models/pass-message";
import { PassMessageEvent } from "@/lib/db/models/pass-message-event";
import { recordMessageEvents } from "@/lib/services/message-stats/message-events";
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

/** Notifications this object had from our messages in the 24 hours before `at` (one `{objectId}` read). */
async function notificationsOf(objectId: string, at: Date): Promise<number> {
  const rows = await PassMessageEvent.find({ objectId, type: "google-notified" }, { at: 1 }).lean();
  return rows.filter((row) => row.at.getTime() > at.getTime() - DAY_MS && row.at <= at).length;
}

/** One object: skipped when already messaged (a retried row), else added with or without notifying. */
async function messageObject(
  credentials: GoogleWalletCredentials,
  message: { id: string; text: string; header: string },
  objectId: string,
  at: Date,
) {
  if (await PassMessageEvent.exists({ _id: `${message.id}:google-messaged:${objectId}` })) return;
  const canNotify = (await notificationsOf(objectId, at)) < GOOGLE_NOTIFICATIONS_PER_DAY;
  const isPresent = await addMessage(credentials, "loyaltyObject", objectId, {
    id: message.id,
    header: message.header,
    body: message.text,
    messageType: canNotify ? "TEXT_AND_NOTIFY" : "TEXT",
  });
  if (!isPresent) return;
  await recordMessageEvents(message.id, [
    { type: "google-messaged", what: objectId, at },
    canNotify
      ? { type: "google-notified", what: objectId, objectId, at }
      : { type: "google-over-budget", what: objectId, at },
  ]);
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
  for (const objectId of payload.objectIds) {
    try {
      await messageObject(credentials, message, objectId, at);
    } catch (error) {
      if (!(error instanceof GoogleWalletApiError)) throw error;
      if (error.isRetryable) return { ok: false, error: error.message } as const;
      await recordMessageEvents(payload.messageId, [{ type: "failure", what: `google:${objectId}`, at }]);
    }
  }
  return { ok: true } as const;
}

/** Google shows a header above the body: the text's first words. */
const headerOf = (text: string) => (text.length <= 40 ? text : `${text.slice(0, 39)}…`);
