import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A Google Wallet object this service created (a save link was made for it), so that a change patches only
 * objects that exist, and a program-wide change finds them by `{programId}` equality. Inserted once, keyed by
 * the Google object id (`<issuerId>.<serial>`), never updated; no personal data.
 */
const googleWalletObjectSchema = new Schema(
  {
    _id: { type: String, required: true },
    issuerId: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    subjectKind: { type: String, enum: ["member", "giftcard"], required: true },
    subjectId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

googleWalletObjectSchema.index({ programId: 1 });

export type GoogleWalletObjectDocument = InferSchemaType<typeof googleWalletObjectSchema>;
export const GoogleWalletObject: Model<GoogleWalletObjectDocument> =
  (models.GoogleWalletObject as Model<GoogleWalletObjectDocument> | undefined) ??
  model("GoogleWalletObject", googleWalletObjectSchema, "google_wallet_objects");
