import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A merchant's Apple Pass Type ID certificate (decision 021): the one for a pass type identifier is the newest
 * row with it (an upload inserts, then removes the older rows). The certificate's metadata is plain, for lists
 * and expiry warnings; the certificate and its private key are sealed (AES-256-GCM, sealed-secret.ts) and never
 * leave the service.
 */
const applePassCertificateSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    passTypeIdentifier: { type: String, required: true },
    teamIdentifier: { type: String, required: true },
    subjectCommonName: { type: String, required: true },
    issuerCommonName: { type: String, default: null },
    serialNumber: { type: String, required: true },
    fingerprintSha256: { type: String, required: true },
    notBefore: { type: Date, required: true },
    notAfter: { type: Date, required: true },
    sealedCertificate: { type: String, required: true },
    sealedPrivateKey: { type: String, required: true },
    uploadedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);

applePassCertificateSchema.index({ merchantId: 1 });

export type ApplePassCertificateDocument = InferSchemaType<typeof applePassCertificateSchema>;
export const ApplePassCertificate: Model<ApplePassCertificateDocument> =
  (models.ApplePassCertificate as Model<ApplePassCertificateDocument> | undefined) ??
  model("ApplePassCertificate", applePassCertificateSchema, "apple_pass_certificates");
