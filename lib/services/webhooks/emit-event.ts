import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { insertUnordered } from "@/lib/db/insert-unordered";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { Webhook } from "@/lib/db/models/webhook";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { wakeOutboxWorker } from "@/lib/outbox/wake";
import type { WebhookEventType } from "@/lib/schemas/webhook";
import type { WebhookEventData } from "@/lib/schemas/webhook-events";
import { recordOverviewTally } from "@/lib/services/overview/record-tally";
import { newEventId } from "@/lib/services/webhooks/create-delivery";

export type EmitEventOptions<Type extends WebhookEventType> = {
  merchantId: Types.ObjectId | string;
  type: Type;
  data: WebhookEventData<Type>;
  /**
   * Identifies the change (e.g. the ledger entry's id): emitting the same key twice, as a retried or resumed
   * step does, sends one event.
   */
  key: string;
  now?: Clock;
};

/**
 * Announces a change to the merchant's webhooks and counts it on the merchant's overview. Call it in the same
 * step as the change: it inserts the overview's row for the day (decision 024) and writes one outbox row
 * (nothing when no enabled endpoint wants the event); the outbox worker fans it out to one delivery per
 * subscribed endpoint and sends them, with retries, also after a restart. Both writes are keyed by the change,
 * so a retried step neither counts nor sends twice.
 */
export async function emitEvent<Type extends WebhookEventType>({
  merchantId,
  type,
  data,
  key,
  now = systemClock,
}: EmitEventOptions<Type>): Promise<void> {
  await recordOverviewTally({ merchantId, type, data, key, at: now() });
  const webhooks = await Webhook.find({ merchantId }, { events: 1, enabled: 1 }).lean();
  if (!webhooks.some((webhook) => webhook.enabled && webhook.events.includes(type))) return;
  await enqueueOutbox({
    kind: "webhook-event",
    key: `event:${type}:${key}`,
    merchantId,
    payload: {
      eventId: newEventId(),
      type,
      data,
      occurredAt: now().toISOString(),
    },
  });
}

/** One event of any type, as `emitEvents` takes them. */
export type EventToEmit = {
  [Type in WebhookEventType]: { type: Type; key: string; data: WebhookEventData<Type> };
}[WebhookEventType];

/** Events per `webhook-event-batch` row: a row stays well below a megabyte. */
const EVENTS_PER_BATCH = 500;

type BatchedEvent = { key: string; eventId: string; type: WebhookEventType; data: unknown };
export type WebhookEventBatchPayload = { events: BatchedEvent[]; occurredAt: string };

/**
 * `emitEvent` for many changes of one merchant at once (a member import). The merchant's endpoints are read once
 * and the events written as `webhook-event-batch` rows of up to 500, so the request writes a handful of rows
 * instead of one per event; the outbox worker expands each into the same `webhook-event` rows `emitEvent` writes
 * (keys and event ids fixed here), so receivers see the same events as for changes made one by one.
 */
export async function emitEvents({
  merchantId,
  events,
  now = systemClock,
}: {
  merchantId: Types.ObjectId | string;
  events: EventToEmit[];
  now?: Clock;
}): Promise<void> {
  if (events.length === 0) return;
  const webhooks = await Webhook.find({ merchantId }, { events: 1, enabled: 1 }).lean();
  const isWanted = (type: WebhookEventType) =>
    webhooks.some((webhook) => webhook.enabled && webhook.events.includes(type));
  const wanted = events
    .filter((event) => isWanted(event.type))
    .map((event) => ({ key: event.key, eventId: newEventId(), type: event.type, data: event.data }));
  const occurredAt = now().toISOString();
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

/**
 * Outbox kind `webhook-event-batch`: writes one `webhook-event` row per event of the batch, keyed as `emitEvent`
 * keys them, in one insert; a repeat after a crash finds them written and adds nothing.
 */
export async function expandEventBatch(message: {
  merchantId?: Types.ObjectId | null;
  payload: unknown;
}): Promise<void> {
  const { events, occurredAt } = message.payload as WebhookEventBatchPayload;
  const at = new Date(occurredAt);
  const rows = events.map((event) => ({
    ...new OutboxMessage({
      kind: "webhook-event",
      key: `event:${event.type}:${event.key}`,
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
