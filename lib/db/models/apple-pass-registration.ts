import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * One device registered for one Apple Wallet pass (PassKit web service, decision 023). `_id` is
 * `<deviceLibraryIdentifier>:<passTypeIdentifier>:<serialNumber>`, so registering is an insert that exactly one of
 * any number of concurrent requests wins (E11000: already registered → 200). Read by `{serialNumber}` (a pass's
 * pushes), `{deviceLibraryIdentifier}` (the device's list) and `{programId}` (a program-wide change); the push
 * token is the only field ever overwritten (last writer wins: the device's newest token).
 */
const applePassRegistrationSchema = new Schema(
  {
    _id: { type: String, required: true },
    deviceLibraryIdentifier: { type: String, required: true },
    passTypeIdentifier: { type: String, required: true },
    serialNumber: { type: String, required: true },
    pushToken: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    /**
     * When the pass's current stay in a wallet began: the first of its registrations since it last had none.
     * Keys its `pass.installed` and `pass.removed` events, so each stay announces each once.
     */
    installedSince: { type: Date, required: true },
  },
  { timestamps: true },
);

applePassRegistrationSchema.index({ serialNumber: 1 });
applePassRegistrationSchema.index({ deviceLibraryIdentifier: 1 });
applePassRegistrationSchema.index({ programId: 1 });

export const registrationIdOf = (device: string, passTypeIdentifier: string, serialNumber: string) =>
  `${device}:${passTypeIdentifier}:${serialNumber}`;

export type ApplePassRegistrationDocument = InferSchemaType<typeof applePassRegistrationSchema>;
export type StoredRegistration = ApplePassRegistrationDocument & { _id: string; createdAt: Date };
export const ApplePassRegistration: Model<ApplePassRegistrationDocument> =
  (models.ApplePassRegistration as Model<ApplePassRegistrationDocument> | undefined) ??
  model("ApplePassRegistration", applePassRegistrationSchema, "apple_pass_registrations");
