import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { DELIVERY_STATUSES } from "@/lib/schemas/webhook";

/**
 * One event for one endpoint (the delivery log). `body` is the exact JSON that is signed and sent, so every
 * attempt and a redelivery send the same bytes under the same `webhook-id` (`eventId`). Only the worker
 * holding the current attempt's claim updates it.
 */
const webhookDeliverySchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, required: true },
    webhookId: { type: Schema.Types.ObjectId, required: true },
    /** Unique: `<eventId>:<webhookId>` for a fan-out, a fresh id for a test or redelivery. */
    key: { type: String, required: true },
    eventId: { type: String, required: true },
    eventType: { type: String, required: true },
    occurredAt: { type: Date, required: true },
    body: { type: String, required: true },
    status: { type: String, enum: DELIVERY_STATUSES, default: "pending" },
    attempts: { type: Number, default: 0 },
    statusCode: { type: Number, default: null },
    durationMs: { type: Number, default: null },
    error: { type: String, default: null },
    nextAttemptAt: { type: Date, default: null },
    redeliveryOf: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);

webhookDeliverySchema.index({ key: 1 }, { unique: true });
webhookDeliverySchema.index({ webhookId: 1, merchantId: 1 });

export type WebhookDeliveryDocument = InferSchemaType<typeof webhookDeliverySchema>;
export const WebhookDelivery: Model<WebhookDeliveryDocument> =
  (models.WebhookDelivery as Model<WebhookDeliveryDocument> | undefined) ??
  model("WebhookDelivery", webhookDeliverySchema, "webhook_deliveries");

/** One HTTP attempt of a delivery: inserted, never updated. */
const deliveryAttemptSchema = new Schema({
  deliveryId: { type: Schema.Types.ObjectId, required: true },
  merchantId: { type: Schema.Types.ObjectId, required: true },
  attempt: { type: Number, required: true },
  at: { type: Date, required: true },
  statusCode: { type: Number, default: null },
  durationMs: { type: Number, required: true },
  error: { type: String, default: null },
});

deliveryAttemptSchema.index({ deliveryId: 1, attempt: 1 }, { unique: true });

export type DeliveryAttemptDocument = InferSchemaType<typeof deliveryAttemptSchema>;
export const WebhookDeliveryAttempt: Model<DeliveryAttemptDocument> =
  (models.WebhookDeliveryAttempt as Model<DeliveryAttemptDocument> | undefined) ??
  model("WebhookDeliveryAttempt", deliveryAttemptSchema, "webhook_delivery_attempts");
