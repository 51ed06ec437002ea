import { randomUUID } from "node:crypto";
import { isValidObjectId } from "mongoose";
import { WebhookDelivery } from "@/lib/db/models/webhook-delivery";
import { notFound } from "@/lib/errors/api-error";
import type { DeliveryDto } from "@/lib/schemas/webhook";
import { createDelivery } from "@/lib/services/webhooks/create-delivery";
import { getWebhookOrThrow } from "@/lib/services/webhooks/get-webhook";
import { type StoredDelivery, toDeliveryDto } from "@/lib/services/webhooks/webhook-dto";

export const DELIVERY_NOT_FOUND = "Delivery not found";

/**
 * Sends a logged delivery again as a new delivery with fresh attempts: the same body and `webhook-id`, so a
 * receiver that already processed it can recognise the repeat.
 */
export async function redeliver({
  merchantId,
  webhookId,
  deliveryId,
}: {
  merchantId: string;
  webhookId: string;
  deliveryId: string;
}): Promise<DeliveryDto> {
  const webhook = await getWebhookOrThrow({ merchantId, webhookId });
  if (!isValidObjectId(deliveryId)) throw notFound(DELIVERY_NOT_FOUND);
  const original = await WebhookDelivery.findById(deliveryId).lean<StoredDelivery>();
  if (
    !original ||
    String(original.webhookId) !== String(webhook._id) ||
    String(original.merchantId) !== merchantId
  )
    throw notFound(DELIVERY_NOT_FOUND);
  const delivery = await createDelivery({
    key: `redeliver:${randomUUID()}`,
    merchantId: original.merchantId,
    webhookId: original.webhookId,
    eventId: original.eventId,
    eventType: original.eventType,
    occurredAt: original.occurredAt,
    body: original.body,
    redeliveryOf: original._id,
  });
  return toDeliveryDto(delivery, []);
}
