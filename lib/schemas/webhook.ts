import { z } from "zod";
import { bool, enumOf, httpUrl, int, list, model, objectId, text } from "@/lib/schemas/fields";

/** Every event a webhook can subscribe to; payloads are in lib/schemas/webhook-events.ts. */
export const WEBHOOK_EVENT_TYPES = [
  "member.created",
  "member.updated",
  "member.erased",
  "points.changed",
  "offer.redeemed",
  "pass.installed",
  "pass.removed",
  "giftcard.issued",
  "giftcard.redeemed",
  "giftcard.reloaded",
  "gdpr.erasure.completed",
  "message.sent",
  "points.expired",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by `POST /v2/webhooks/{id}/test`, whatever the endpoint subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_LIMITS = {
  urlMaxLength: 2083,
  descriptionMaxLength: 200,
  /** Endpoints per merchant. */
  maxEndpoints: 20,
  graceHours: { min: 0, max: 72, default: 24 },
  deliveriesPage: { default: 50, max: 200 },
  /** A delivery is retried with exponential backoff for this long. */
  retryHours: 24,
  /** An endpoint that has failed every delivery for this long is disabled and its owner e-mailed. */
  disableAfterDays: 5,
  timeoutSeconds: 5,
  responseMaxBytes: 64 * 1024,
} as const;

const webhookFields = {
  url: httpUrl({ maxLength: WEBHOOK_LIMITS.urlMaxLength, schemes: ["https"] }),
  events: list(enumOf(WEBHOOK_EVENT_TYPES), { minLength: 1, maxLength: WEBHOOK_EVENT_TYPES.length }),
  enabled: bool().optional(),
  description: text({ maxLength: WEBHOOK_LIMITS.descriptionMaxLength }).nullish(),
};

export const createWebhookSchema = model(webhookFields);
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;
export type WebhookFormValues = z.input<typeof createWebhookSchema>;

/** PUT is partial, like programs. */
export const updateWebhookSchema = model(webhookFields).partial();
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;

/** The body may be left out: the old secret then signs too for 24 hours. */
export const rotateSecretSchema = model({
  graceHours: int({ ge: WEBHOOK_LIMITS.graceHours.min, le: WEBHOOK_LIMITS.graceHours.max }).nullish(),
}).optional();

export const webhookParamsSchema = model({ webhookId: objectId() });
export const deliveryParamsSchema = model({ webhookId: objectId(), deliveryId: objectId() });
export const listDeliveriesQuerySchema = model({
  limit: int({ ge: 1, le: WEBHOOK_LIMITS.deliveriesPage.max }).default(WEBHOOK_LIMITS.deliveriesPage.default),
});

export const webhookResponseSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  description: z.string().nullable(),
  disabledReason: z
    .enum(["failing"])
    .nullable()
    .meta({ description: "`failing`: every delivery failed for 5 days, so the service disabled it" }),
  failingSince: z.iso.datetime().nullable(),
  secretRotatedAt: z.iso.datetime().nullable(),
  previousSecretExpiresAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: "Until then deliveries carry a signature by the previous secret too" }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookDto = z.infer<typeof webhookResponseSchema>;

const secretField = z.string().meta({
  description: "The signing secret (`whsec_` + base64). Shown only in this answer: store it now.",
  example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
});

export const webhookWithSecretSchema = webhookResponseSchema.extend({ secret: secretField });
export type WebhookWithSecretDto = z.infer<typeof webhookWithSecretSchema>;
export const webhookListSchema = z.object({ items: z.array(webhookResponseSchema) });

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

export const deliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.iso.datetime(),
  statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when none" }),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

export const deliveryResponseSchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  eventId: z.string().meta({ description: "`webhook-id` header: the same on every attempt and redelivery" }),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  redeliveryOf: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  attemptLog: z.array(deliveryAttemptSchema),
});
export type DeliveryDto = z.infer<typeof deliveryResponseSchema>;
export const deliveryListSchema = z.object({ items: z.array(deliveryResponseSchema) });

export const WEBHOOK_ERROR_CODES = {
  WEBHOOK_LIMIT_REACHED: `A merchant may have at most ${WEBHOOK_LIMITS.maxEndpoints} webhooks`,
} as const;
