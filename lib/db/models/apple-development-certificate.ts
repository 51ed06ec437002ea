import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * The project's own development signing chain for Apple Wallet passes (decision 020): a local root CA, a
 * "WWDR" intermediate it issued, and one Pass Type ID certificate per pass type identifier, each stored once
 * under its `_id` (`root`, `wwdr`, `pass:<passTypeIdentifier>`). The first process to insert a row wins; every
 * other process reads the winner, so all processes on one database sign with the same chain. No device trusts
 * it: it exists so passes are signed end to end offline, and is labelled as a development certificate.
 */
const appleDevelopmentCertificateSchema = new Schema(
  {
    _id: { type: String, required: true },
    certificatePem: { type: String, required: true },
    privateKeyPem: { type: String, required: true },
    notAfter: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type AppleDevelopmentCertificateDocument = InferSchemaType<typeof appleDevelopmentCertificateSchema>;
export const AppleDevelopmentCertificate: Model<AppleDevelopmentCertificateDocument> =
  (models.AppleDevelopmentCertificate as Model<AppleDevelopmentCertificateDocument> | undefined) ??
  model("AppleDevelopmentCertificate", appleDevelopmentCertificateSchema, "apple_development_certificates");
