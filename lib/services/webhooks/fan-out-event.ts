import { insertUnordered } from "@/lib/db/insert-unordered";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { Webhook } from "@/lib/db/models/webhook";
import type { OutboxHandler } from "@/lib/outbox/types";
import { wakeOutboxWorker } from "@/lib/outbox/wake";
import {
  type WebhookEventBatchPayload,
  type WebhookEventPayload,
  webhookEventKeyOf,
} from "@/lib/services/changes/webhook-events";
import { createDelivery, deliveryBodyOf } from "@/lib/services/webhooks/create-delivery";

/**
 * Outbox kind `webhook-event`: one delivery per enabled endpoint of the merchant that subscribed to the event
 * type when the event is handled. Keyed by event and endpoint, so a repeat after a crash adds nothing.
 */
export const fanOutEventHandler: OutboxHandler = {
  retry: { baseDelayMs: 5_000, maxDelayMs: 10 * 60_000, giveUpAfterMs: 24 * 3_600_000 },
  async deliver(message) {
    const { eventId, type, data, occurredAt } = message.payload as WebhookEventPayload;
    const webhooks = await Webhook.find({ merchantId: message.merchantId }).lean();
    const body = deliveryBodyOf(type, new Date(occurredAt), data);
    for (const webhook of webhooks) {
      if (!webhook.enabled || !webhook.events.includes(type as never)) continue;
      await createDelivery({
        key: `${eventId}:${String(webhook._id)}`,
        merchantId: webhook.merchantId,
        webhookId: webhook._id,
        eventId,
        eventType: type,
        occurredAt: new Date(occurredAt),
        body,
      });
    }
    return { ok: true };
  },
};

/**
 * A `webhook-event-batch` row: one `webhook-event` row per event of the batch, keyed as single events are, in one
 * insert; a repeat after a crash finds them written and adds nothing.
 */
async function expandEventBatch(message: { merchantId?: unknown; payload: unknown }): Promise<void> {
  const { events, occurredAt } = message.payload as WebhookEventBatchPayload;
  const at = new Date(occurredAt);
  const rows = events.map((event) => ({
    ...new OutboxMessage({
      kind: "webhook-event",
      key: webhookEventKeyOf(event),
      merchantId: message.merchantId ?? null,
      payload: { eventId: event.eventId, type: event.type, data: event.data, occurredAt },
      dueAt: new Date(),
      attempt: 1,
    }).toObject(),
    createdAt: at,
    updatedAt: at,
  }));
  await insertUnordered(OutboxMessage.collection, rows);
  wakeOutboxWorker();
}

/** Outbox kind `webhook-event-batch` (a member import's events): expanded into `webhook-event` rows. */
export const expandEventBatchHandler: OutboxHandler = {
  retry: fanOutEventHandler.retry,
  async deliver(message) {
    await expandEventBatch(message);
    return { ok: true };
  },
};
