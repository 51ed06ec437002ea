import { systemClock } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { Webhook } from "@/lib/db/models/webhook";
import { WebhookDelivery, WebhookDeliveryAttempt } from "@/lib/db/models/webhook-delivery";
import { getEnv } from "@/lib/env";
import { type ConnectPolicy, safePost } from "@/lib/http/safe-post";
import type { AttemptContext, OutboxHandler, RetryPolicy, StoredOutboxMessage } from "@/lib/outbox/types";
import { WEBHOOK_LIMITS } from "@/lib/schemas/webhook";
import { recordEndpointOutcome } from "@/lib/services/webhooks/endpoint-health";
import type { StoredDelivery, StoredWebhook } from "@/lib/services/webhooks/webhook-dto";
import { signatureHeader } from "@/lib/services/webhooks/webhook-secret";

export const WEBHOOK_RETRY: RetryPolicy = {
  baseDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: WEBHOOK_LIMITS.retryHours * 3_600_000,
};

export const defaultConnectPolicy = (): ConnectPolicy => ({
  allowLoopback: getEnv().WEBHOOKS_ALLOW_LOCAL === "1",
  timeoutMs: WEBHOOK_LIMITS.timeoutSeconds * 1000,
  maxResponseBytes: WEBHOOK_LIMITS.responseMaxBytes,
});

function secretsOf(webhook: StoredWebhook, at: Date): string[] {
  const isInGrace =
    webhook.previousSecret && (webhook.previousSecretExpiresAt?.getTime() ?? 0) > at.getTime();
  return isInGrace ? [webhook.secret, webhook.previousSecret as string] : [webhook.secret];
}

async function finishWithout(delivery: StoredDelivery, error: string) {
  await WebhookDelivery.updateOne(
    { _id: delivery._id },
    { $set: { status: "failed", error, nextAttemptAt: null } },
  );
  return { ok: true as const };
}

async function attempt(policy: ConnectPolicy, message: StoredOutboxMessage, context: AttemptContext) {
  const { deliveryId } = message.payload as { deliveryId: string };
  const delivery = await WebhookDelivery.findById(deliveryId).lean<StoredDelivery>();
  if (!delivery) return { ok: true as const }; // its endpoint was deleted with its log
  const webhook = await Webhook.findById(delivery.webhookId).lean<StoredWebhook>();
  if (!webhook) return finishWithout(delivery, "The webhook was deleted");
  if (!webhook.enabled) return finishWithout(delivery, "The webhook is disabled");
  // The receiver checks the timestamp against its own clock: it is the wall-clock time of sending.
  const sentAt = systemClock();
  const result = await safePost({
    url: webhook.url,
    body: delivery.body,
    policy,
    headers: {
      "content-type": "application/json",
      "user-agent": "LoyaltyPass-Webhooks/1",
      "webhook-id": delivery.eventId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": signatureHeader({
        secrets: secretsOf(webhook, context.now),
        eventId: delivery.eventId,
        timestamp: sentAt,
        body: delivery.body,
      }),
    },
  });
  const error = result.ok ? null : result.error;
  try {
    await WebhookDeliveryAttempt.create({
      deliveryId: delivery._id,
      merchantId: delivery.merchantId,
      attempt: context.attempt,
      at: context.now,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error,
    });
  } catch (insertError) {
    if (!isDuplicateKeyError(insertError)) throw insertError;
  }
  const status = result.ok ? "succeeded" : context.nextAttemptAt ? "pending" : "failed";
  await WebhookDelivery.updateOne(
    { _id: delivery._id },
    {
      $set: {
        status,
        attempts: context.attempt,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error,
        nextAttemptAt: result.ok ? null : context.nextAttemptAt,
      },
    },
  );
  await recordEndpointOutcome({ webhook, isSuccess: result.ok, at: context.now });
  return result.ok ? { ok: true as const } : { ok: false as const, error: error ?? "failed" };
}

/**
 * Outbox kind `webhook`: signs (Standard Webhooks) and POSTs one delivery, logs the attempt, and keeps the
 * endpoint's failure record. `policy` is injectable so tests can pin DNS and the socket layer.
 */
export function createWebhookHandler({
  policy = defaultConnectPolicy,
  retry = WEBHOOK_RETRY,
}: {
  policy?: () => ConnectPolicy;
  retry?: RetryPolicy;
} = {}): OutboxHandler {
  return {
    retry,
    deliver: (message, context) => attempt(policy(), message, context),
    async onGiveUp(message, error) {
      const { deliveryId } = message.payload as { deliveryId: string };
      await WebhookDelivery.updateOne(
        { _id: deliveryId },
        { $set: { status: "failed", error, nextAttemptAt: null } },
      );
    },
  };
}
