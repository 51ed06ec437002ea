import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { Webhook } from "@/lib/db/models/webhook";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
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
