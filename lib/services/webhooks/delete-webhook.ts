import { Webhook } from "@/lib/db/models/webhook";
import { WebhookDelivery, WebhookDeliveryAttempt } from "@/lib/db/models/webhook-delivery";
import { getWebhookOrThrow } from "@/lib/services/webhooks/get-webhook";

/** Deletes the endpoint and its log; pending deliveries find it gone and are dropped by the worker. */
export async function deleteWebhook({ merchantId, webhookId }: { merchantId: string; webhookId: string }) {
  const webhook = await getWebhookOrThrow({ merchantId, webhookId });
  await Webhook.deleteOne({ _id: webhook._id });
  const deliveries = await WebhookDelivery.find(
    { webhookId: webhook._id, merchantId: webhook.merchantId },
    { _id: 1 },
  ).lean();
  for (const delivery of deliveries) await WebhookDeliveryAttempt.deleteMany({ deliveryId: delivery._id });
  await WebhookDelivery.deleteMany({ webhookId: webhook._id, merchantId: webhook.merchantId });
}
