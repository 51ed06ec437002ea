import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A merchant's own Google Wallet issuer and service account (decision 021), preferred over the service's. One
 * per merchant, keyed by the merchant's id, replaced whole on each save. The key is sealed like the Apple key.
 */
const googleWalletCredentialsSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    issuerId: { type: String, required: true },
    clientEmail: { type: String, required: true },
    sealedPrivateKey: { type: String, required: true },
  },
  { timestamps: true },
);

export type GoogleWalletCredentialsDocument = InferSchemaType<typeof googleWalletCredentialsSchema>;
export const GoogleWalletCredentials: Model<GoogleWalletCredentialsDocument> =
  (models.GoogleWalletCredentials as Model<GoogleWalletCredentialsDocument> | undefined) ??
  model("GoogleWalletCredentials", googleWalletCredentialsSchema, "google_wallet_credentials");
