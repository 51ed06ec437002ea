import { connectToDatabase } from "@/lib/db/connect";
import { Webhook } from "@/lib/db/models/webhook";
import { newestFirst } from "@/lib/db/newest-first";
import type { WebhookDto } from "@/lib/schemas/webhook";
import { type StoredWebhook, toWebhookDto } from "@/lib/services/webhooks/webhook-dto";

/** A merchant's endpoints (at most WEBHOOK_LIMITS.maxEndpoints), newest first. */
export async function listWebhooks({ merchantId }: { merchantId: string }): Promise<{ items: WebhookDto[] }> {
  await connectToDatabase();
  const webhooks = await Webhook.find({ merchantId }).lean<StoredWebhook[]>();
  return { items: webhooks.sort(newestFirst).map(toWebhookDto) };
}
