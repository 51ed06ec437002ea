import { DAY_MS } from "@/lib/clock";
import type { OutboxHandler } from "@/lib/outbox/types";
import type { MessageOutboxPayload } from "@/lib/services/changes/message-fan-out";
import { fanOutMessage } from "@/lib/services/messages/fan-out-message";
import { type GoogleMessagePayload, sendGoogleMessages } from "@/lib/services/messages/google-messages";

/**
 * Outbox kind `message` (decision 047): a message's fan-out when due, and its Google rows (`addMessage` per
 * object). Apple's pushes are ordinary `apns` rows that carry the message's id for the stats.
 */
export const messageHandler: OutboxHandler = {
  retry: { baseDelayMs: 5_000, maxDelayMs: 600_000, giveUpAfterMs: DAY_MS },
  async deliver(message, { now }) {
    const payload = message.payload as MessageOutboxPayload | GoogleMessagePayload;
    if ("action" in payload && payload.action === "google") return sendGoogleMessages(payload, now);
    await fanOutMessage({ messageId: payload.messageId, at: now });
    return { ok: true };
  },
};
