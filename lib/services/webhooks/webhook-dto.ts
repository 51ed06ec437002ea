import type { Types } from "mongoose";
import { isoOrNull } from "@/lib/clock";
import type { WebhookDocument } from "@/lib/db/models/webhook";
import type { DeliveryAttemptDocument, WebhookDeliveryDocument } from "@/lib/db/models/webhook-delivery";
import type { DeliveryDto, WebhookDto, WebhookEventType } from "@/lib/schemas/webhook";

type Stamped = { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export type StoredWebhook = WebhookDocument & Stamped;
export type StoredDelivery = WebhookDeliveryDocument & Stamped;
export type StoredAttempt = DeliveryAttemptDocument & { _id: Types.ObjectId };

export function toWebhookDto(webhook: StoredWebhook): WebhookDto {
  return {
    id: String(webhook._id),
    merchantId: String(webhook.merchantId),
    url: webhook.url,
    events: webhook.events as WebhookEventType[],
    enabled: webhook.enabled ?? true,
    description: webhook.description ?? null,
    disabledReason: (webhook.disabledReason as "failing" | null | undefined) ?? null,
    failingSince: isoOrNull(webhook.failingSince),
    secretRotatedAt: isoOrNull(webhook.secretRotatedAt),
    previousSecretExpiresAt: isoOrNull(webhook.previousSecretExpiresAt),
    createdAt: webhook.createdAt.toISOString(),
    updatedAt: webhook.updatedAt.toISOString(),
  };
}

export function toDeliveryDto(delivery: StoredDelivery, attempts: StoredAttempt[]): DeliveryDto {
  return {
    id: String(delivery._id),
    webhookId: String(delivery.webhookId),
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status ?? "pending",
    attempts: delivery.attempts ?? 0,
    statusCode: delivery.statusCode ?? null,
    durationMs: delivery.durationMs ?? null,
    error: delivery.error ?? null,
    nextAttemptAt: isoOrNull(delivery.nextAttemptAt),
    redeliveryOf: delivery.redeliveryOf ? String(delivery.redeliveryOf) : null,
    createdAt: delivery.createdAt.toISOString(),
    updatedAt: delivery.updatedAt.toISOString(),
    attemptLog: [...attempts]
      .sort((a, b) => a.attempt - b.attempt)
      .map((attempt) => ({
        attempt: attempt.attempt,
        at: attempt.at.toISOString(),
        statusCode: attempt.statusCode ?? null,
        durationMs: attempt.durationMs,
        error: attempt.error ?? null,
      })),
  };
}
