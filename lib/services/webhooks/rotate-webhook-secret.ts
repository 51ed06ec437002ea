import { type Clock, systemClock } from "@/lib/clock";
import { Webhook } from "@/lib/db/models/webhook";
import { WEBHOOK_LIMITS, type WebhookWithSecretDto } from "@/lib/schemas/webhook";
import { getWebhookOrThrow } from "@/lib/services/webhooks/get-webhook";
import { type StoredWebhook, toWebhookDto } from "@/lib/services/webhooks/webhook-dto";
import { newWebhookSecret } from "@/lib/services/webhooks/webhook-secret";

const HOUR_MS = 3_600_000;

/**
 * A new secret, shown once. For `graceHours` (default 24) deliveries carry signatures by both the new and
 * the old secret, so the partner can switch its verifier without losing a delivery.
 */
export async function rotateWebhookSecret({
  merchantId,
  webhookId,
  graceHours = WEBHOOK_LIMITS.graceHours.default,
  now = systemClock,
}: {
  merchantId: string;
  webhookId: string;
  graceHours?: number;
  now?: Clock;
}): Promise<WebhookWithSecretDto> {
  const webhook = await getWebhookOrThrow({ merchantId, webhookId });
  const at = now();
  const secret = newWebhookSecret();
  const updated = await Webhook.findOneAndUpdate(
    { _id: webhook._id },
    {
      $set: {
        secret,
        previousSecret: graceHours > 0 ? webhook.secret : null,
        previousSecretExpiresAt: graceHours > 0 ? new Date(at.getTime() + graceHours * HOUR_MS) : null,
        secretRotatedAt: at,
      },
    },
    { returnDocument: "after" },
  ).lean<StoredWebhook>();
  return { ...toWebhookDto(updated ?? webhook), secret };
}
