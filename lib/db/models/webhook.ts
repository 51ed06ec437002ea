import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { WEBHOOK_EVENT_TYPES } from "@/lib/schemas/webhook";

/** A merchant's webhook endpoint. The secrets sign deliveries and never leave the service after creation. */
const webhookSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    url: { type: String, required: true },
    events: { type: [{ type: String, enum: WEBHOOK_EVENT_TYPES }], default: [] },
    enabled: { type: Boolean, default: true },
    description: { type: String, default: null },
    secret: { type: String, required: true },
    previousSecret: { type: String, default: null },
    previousSecretExpiresAt: { type: Date, default: null },
    secretRotatedAt: { type: Date, default: null },
    /** First failure of the current run of failures; null after a success. */
    failingSince: { type: Date, default: null },
    disabledReason: { type: String, enum: ["failing", null], default: null },
  },
  { timestamps: true },
);

webhookSchema.index({ merchantId: 1 });

export type WebhookDocument = InferSchemaType<typeof webhookSchema>;
export const Webhook: Model<WebhookDocument> =
  (models.Webhook as Model<WebhookDocument> | undefined) ?? model("Webhook", webhookSchema, "webhooks");
