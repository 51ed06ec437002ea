import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Webhook } from "@/lib/db/models/webhook";
import { notFound } from "@/lib/errors/api-error";
import type { WebhookDto } from "@/lib/schemas/webhook";
import { type StoredWebhook, toWebhookDto } from "@/lib/services/webhooks/webhook-dto";

export const WEBHOOK_NOT_FOUND = "Webhook not found";

/** By _id alone, the merchant checked in code: another merchant's webhook is a 404. */
export async function findOwnWebhookOrThrow({
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

export async function getWebhook(options: { merchantId: string; webhookId: string }): Promise<WebhookDto> {
  return toWebhookDto(await findOwnWebhookOrThrow(options));
}
