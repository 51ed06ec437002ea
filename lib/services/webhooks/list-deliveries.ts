import { WebhookDelivery, WebhookDeliveryAttempt } from "@/lib/db/models/webhook-delivery";
import { newestFirst } from "@/lib/db/newest-first";
import type { DeliveryDto } from "@/lib/schemas/webhook";
import { getWebhookOrThrow } from "@/lib/services/webhooks/get-webhook";
import { type StoredAttempt, type StoredDelivery, toDeliveryDto } from "@/lib/services/webhooks/webhook-dto";

/** The endpoint's delivery log, newest first, each with its attempts. */
export async function listDeliveries({
  merchantId,
  webhookId,
  limit,
}: {
  merchantId: string;
  webhookId: string;
  limit: number;
}): Promise<{ items: DeliveryDto[] }> {
  const webhook = await getWebhookOrThrow({ merchantId, webhookId });
  const deliveries = (
    await WebhookDelivery.find({ webhookId: webhook._id, merchantId: webhook.merchantId }, { body: 0 }).lean<
      StoredDelivery[]
    >()
  )
    .sort(newestFirst)
    .slice(0, limit);
  const items = await Promise.all(
    deliveries.map(async (delivery) =>
      toDeliveryDto(
        delivery,
        await WebhookDeliveryAttempt.find({ deliveryId: delivery._id }).lean<StoredAttempt[]>(),
      ),
    ),
  );
  return { items };
}
