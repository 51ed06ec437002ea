import { randomUUID } from "node:crypto";
import type { Types } from "mongoose";
import { Webhook, type WebhookDocument } from "@/lib/db/models/webhook";
import { findPlain } from "@/lib/db/plain-read";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { WebhookEventType } from "@/lib/schemas/webhook";
import type { WebhookEventData } from "@/lib/schemas/webhook-events";

/** A Standard Webhooks message id (`webhook-id`): the same on every retry and redelivery of one event. */
export const newEventId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** One webhook event: its type, the key of the change it announces, and its data. */
export type WebhookEvent = {
  [Type in WebhookEventType]: { type: Type; key: string; data: WebhookEventData<Type> };
}[WebhookEventType];

/** Events a change announces: its merchant's, all happening at one moment. */
export type AnnouncedEvents = { merchantId: Types.ObjectId | string; events: WebhookEvent[]; at: Date };

/** The payload of a `webhook-event` row (one event) as the fan-out reads it. */
export type WebhookEventPayload = { eventId: string; type: string; data: unknown; occurredAt: string };

/** Events per `webhook-event-batch` row: a row stays well below a megabyte. */
const EVENTS_PER_BATCH = 500;

type BatchedEvent = { key: string; eventId: string; type: WebhookEventType; data: unknown };
export type WebhookEventBatchPayload = { events: BatchedEvent[]; occurredAt: string };

/** The outbox key of one event: the same change announced twice is one row. */
export const webhookEventKeyOf = (event: { type: string; key: string }) => `event:${event.type}:${event.key}`;

/**
 * Writes the merchant's webhook events to the outbox (nothing when no enabled endpoint wants them); the outbox
 * worker fans each out to one delivery per subscribed endpoint and sends them, with retries, also after a
 * restart. One event is one `webhook-event` row keyed by its change, so a retried step sends it once. Many at
 * once (a member import) are written as `webhook-event-batch` rows of up to 500, which the worker expands into
 * the same `webhook-event` rows (keys and event ids fixed here): a handful of writes instead of one per event.
 */
export async function enqueueWebhookEvents({ merchantId, events, at }: AnnouncedEvents): Promise<void> {
  if (events.length === 0) return;
  const webhooks = await findPlain<Pick<WebhookDocument, "events" | "enabled">>(
    Webhook,
    { merchantId },
    { projection: { events: 1, enabled: 1 } },
  );
  const isWanted = (type: WebhookEventType) =>
    webhooks.some((webhook) => webhook.enabled && webhook.events.includes(type));
  const wanted = events
    .filter((event) => isWanted(event.type))
    .map((event) => ({ key: event.key, eventId: newEventId(), type: event.type, data: event.data }));
  const occurredAt = at.toISOString();
  const [single] = wanted;
  if (wanted.length === 1 && single) {
    const payload: WebhookEventPayload = {
      eventId: single.eventId,
      type: single.type,
      data: single.data,
      occurredAt,
    };
    await enqueueOutbox({ kind: "webhook-event", key: webhookEventKeyOf(single), merchantId, payload });
    return;
  }
  for (let start = 0; start < wanted.length; start += EVENTS_PER_BATCH) {
    const batch = wanted.slice(start, start + EVENTS_PER_BATCH);
    const first = batch[0] as BatchedEvent;
    await enqueueOutbox({
      kind: "webhook-event-batch",
      key: `events:${first.type}:${first.key}:${batch.length}`,
      merchantId,
      payload: { events: batch, occurredAt } satisfies WebhookEventBatchPayload,
    });
  }
}
