import { connectToDatabase } from "@/lib/db/connect";
import { Webhook } from "@/lib/db/models/webhook";
import { ServiceError } from "@/lib/errors/api-error";
import {
  type CreateWebhookInput,
  WEBHOOK_ERROR_CODES,
  WEBHOOK_LIMITS,
  type WebhookWithSecretDto,
} from "@/lib/schemas/webhook";
import { assertPublicWebhookUrl } from "@/lib/services/webhooks/check-webhook-url";
import { type StoredWebhook, toWebhookDto } from "@/lib/services/webhooks/webhook-dto";
import { newWebhookSecret } from "@/lib/services/webhooks/webhook-secret";

/** Creates an endpoint with a fresh signing secret, which this answer is the only one to show. */
export async function createWebhook({
  merchantId,
  input,
}: {
  merchantId: string;
  input: CreateWebhookInput;
}): Promise<WebhookWithSecretDto> {
  assertPublicWebhookUrl(input.url);
  await connectToDatabase();
  const count = await Webhook.countDocuments({ merchantId });
  if (count >= WEBHOOK_LIMITS.maxEndpoints)
    throw new ServiceError("WEBHOOK_LIMIT_REACHED", WEBHOOK_ERROR_CODES.WEBHOOK_LIMIT_REACHED, 409);
  const secret = newWebhookSecret();
  const created = await Webhook.create({
    merchantId,
    url: input.url,
    events: [...new Set(input.events)],
    enabled: input.enabled ?? true,
    description: input.description?.trim() || null,
    secret,
  });
  return { ...toWebhookDto(created.toObject() as StoredWebhook), secret };
}
