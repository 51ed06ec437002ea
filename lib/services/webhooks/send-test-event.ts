import { type Clock, systemClock } from "@/lib/clock";
import { type DeliveryDto, WEBHOOK_TEST_EVENT } from "@/lib/schemas/webhook";
import { newEventId } from "@/lib/services/changes/webhook-events";
import { createDelivery, deliveryBodyOf } from "@/lib/services/webhooks/create-delivery";
import { getWebhookOrThrow } from "@/lib/services/webhooks/get-webhook";
import { toDeliveryDto } from "@/lib/services/webhooks/webhook-dto";

/** Queues a `webhook.test` event for this endpoint alone, enabled or not subscribed as it may be. */
export async function sendTestEvent({
  merchantId,
  webhookId,
  now = systemClock,
}: {
  merchantId: string;
  webhookId: string;
  now?: Clock;
}): Promise<DeliveryDto> {
  const webhook = await getWebhookOrThrow({ merchantId, webhookId });
  const eventId = newEventId();
  const occurredAt = now();
  const delivery = await createDelivery({
    key: `test:${eventId}`,
    merchantId: webhook.merchantId,
    webhookId: webhook._id,
    eventId,
    eventType: WEBHOOK_TEST_EVENT,
    occurredAt,
    body: deliveryBodyOf(WEBHOOK_TEST_EVENT, occurredAt, {
      webhookId: String(webhook._id),
      message: "A test event from LoyaltyPass",
    }),
  });
  return toDeliveryDto(delivery, []);
}
