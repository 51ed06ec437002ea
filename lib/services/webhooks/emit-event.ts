import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { Webhook } from "@/lib/db/models/webhook";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
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
