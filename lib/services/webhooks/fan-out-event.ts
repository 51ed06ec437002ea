import { Webhook } from "@/lib/db/models/webhook";
import type { OutboxHandler } from "@/lib/outbox/types";
import { createDelivery, deliveryBodyOf } from "@/lib/services/webhooks/create-delivery";
import { expandEventBatch } from "@/lib/services/webhooks/emit-event";

type EventPayload = { eventId: string; type: string; data: unknown; occurredAt: string };

/**
 * Outbox kind `webhook-event`: one delivery per enabled endpoint of the merchant that subscribed to the event
 * type when the event is handled. Keyed by event and endpoint, so a repeat after a crash adds nothing.
 */
export const fanOutEventHandler: OutboxHandler = {
  retry: { baseDelayMs: 5_000, maxDelayMs: 10 * 60_000, giveUpAfterMs: 24 * 3_600_000 },
  async deliver(message) {
    const { eventId, type, data, occurredAt } = message.payload as EventPayload;
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

/** Outbox kind `webhook-event-batch` (a member import's events): expanded into `webhook-event` rows. */
export const expandEventBatchHandler: OutboxHandler = {
  retry: fanOutEventHandler.retry,
  async deliver(message) {
    await expandEventBatch(message);
    return { ok: true };
  },
};
