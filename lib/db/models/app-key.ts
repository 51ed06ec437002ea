import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A partner's key to the API, bound to one merchant (docs/decisions/012). Only a SHA-256 hash of the secret
 * is stored; revoking deletes the row, so the next request with the key finds nothing.
 */
const appKeySchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    name: { type: String, required: true },
    /** Hex SHA-256 of the whole token: the key is looked up by it on every request. */
    secretHash: { type: String, required: true },
    /** The token's first characters, shown in lists so people can tell keys apart. */
    prefix: { type: String, required: true },
    fullAccess: { type: Boolean, required: true },
    /** null: every template and program of the merchant. */
    allowedTemplates: { type: [Schema.Types.ObjectId], default: null },
    expiresAt: { type: Date, required: true },
    /** The user (owner or staff acting for the merchant) who created it. */
    createdBy: { type: Schema.Types.ObjectId, ref: "User", required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

appKeySchema.index({ secretHash: 1 }, { unique: true });
appKeySchema.index({ merchantId: 1, createdAt: -1 });

export type AppKeyDocument = InferSchemaType<typeof appKeySchema>;
export const AppKey: Model<AppKeyDocument> =
  (models.AppKey as Model<AppKeyDocument> | undefined) ?? model("AppKey", appKeySchema, "app_keys");
