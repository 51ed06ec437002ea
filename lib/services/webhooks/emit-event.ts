import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { insertUnordered } from "@/lib/db/insert-unordered";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { Webhook } from "@/lib/db/models/webhook";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { wakeOutboxWorker } from "@/lib/outbox/wake";
import type { WebhookEventType } from "@/lib/schemas/webhook";
import type { WebhookEventData } from "@/lib/schemas/webhook-events";
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
 * Announces a change to the merchant's webhooks. Call it in the same step as the change: it writes one outbox
 * row (nothing when no enabled endpoint wants the event), and the outbox worker fans it out to one delivery
 * per subscribed endpoint and sends them, with retries, also after a restart.
 */
export async function emitEvent<Type extends WebhookEventType>({
  merchantId,
  type,
  data,
  key,
  now = systemClock,
}: EmitEventOptions<Type>): Promise<void> {
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

/**
 * `emitEvent` for many changes of one merchant at once (a member import): the merchant's endpoints are read
 * once and the outbox rows written in one insert; each row is keyed as `emitEvent` keys it, so writing one
 * again is a no-op and receivers see the same events as for changes made one by one.
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
  const at = now();
  const rows = events
    .filter((event) => isWanted(event.type))
    .map((event) => ({
      ...new OutboxMessage({
        kind: "webhook-event",
        key: `event:${event.type}:${event.key}`,
        merchantId,
        payload: { eventId: newEventId(), type: event.type, data: event.data, occurredAt: at.toISOString() },
        dueAt: at,
        attempt: 1,
      }).toObject(),
      createdAt: at,
      updatedAt: at,
    }));
  if (rows.length === 0) return;
  await insertUnordered(OutboxMessage.collection, rows);
  wakeOutboxWorker();
}
