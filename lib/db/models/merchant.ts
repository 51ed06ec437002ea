import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

export const MERCHANT_STATUSES = ["pending", "active", "suspended"] as const;

const merchantSchema = new Schema(
  {
    name: { type: String, required: true },
    country: { type: String, default: null },
    status: { type: String, enum: MERCHANT_STATUSES, required: true, default: "active" },
  },
  { timestamps: true },
);

export type MerchantDocument = InferSchemaType<typeof merchantSchema>;
export const Merchant: Model<MerchantDocument> =
  (models.Merchant as Model<MerchantDocument> | undefined) ?? model("Merchant", merchantSchema);
