import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Webhook } from "@/lib/db/models/webhook";
import { notFound } from "@/lib/errors/api-error";
import type { StoredWebhook } from "@/lib/services/webhooks/webhook-dto";

export const WEBHOOK_NOT_FOUND = "Webhook not found";

/**
 * The one lookup of a webhook: by `_id` alone, then the merchant checked in code. Another merchant's webhook
 * and a malformed id are 404 `Webhook not found`. Answers the stored webhook; the API's shape is
 * `toWebhookDto(webhook)`.
 */
export async function getWebhookOrThrow({
  merchantId,
  webhookId,
}: {
  merchantId: string;
  webhookId: string;
}): Promise<StoredWebhook> {
  if (!isValidObjectId(webhookId)) throw notFound(WEBHOOK_NOT_FOUND);
  await connectToDatabase();
  const webhook = await Webhook.findById(webhookId).lean<StoredWebhook>();
  if (!webhook || String(webhook.merchantId) !== merchantId) throw notFound(WEBHOOK_NOT_FOUND);
  return webhook;
}
