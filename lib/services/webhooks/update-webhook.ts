import { Webhook } from "@/lib/db/models/webhook";
import type { UpdateWebhookInput, WebhookDto } from "@/lib/schemas/webhook";
import { assertPublicWebhookUrl } from "@/lib/services/webhooks/check-webhook-url";
import { getWebhookOrThrow } from "@/lib/services/webhooks/get-webhook";
import { type StoredWebhook, toWebhookDto } from "@/lib/services/webhooks/webhook-dto";

/** Partial update. Enabling an endpoint the service disabled clears its failure record. */
export async function updateWebhook({
  merchantId,
  webhookId,
  input,
}: {
  merchantId: string;
  webhookId: string;
  input: UpdateWebhookInput;
}): Promise<WebhookDto> {
  const webhook = await getWebhookOrThrow({ merchantId, webhookId });
  if (input.url !== undefined) assertPublicWebhookUrl(input.url);
  const changes: Record<string, unknown> = {};
  if (input.url !== undefined) changes.url = input.url;
  if (input.events !== undefined) changes.events = [...new Set(input.events)];
  if (input.description !== undefined) changes.description = input.description?.trim() || null;
  if (input.enabled !== undefined) {
    changes.enabled = input.enabled;
    if (input.enabled) Object.assign(changes, { disabledReason: null, failingSince: null });
  }
  const updated = await Webhook.findOneAndUpdate(
    { _id: webhook._id },
    { $set: changes },
    { returnDocument: "after" },
  ).lean<StoredWebhook>();
  return toWebhookDto(updated ?? webhook);
}
