import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

export const PASS_INSTALL_EVENT_KINDS = ["installed", "removed"] as const;

/**
 * A wallet pass entered or left a wallet (Apple: its first device registered; its last device unregistered or
 * APNs said the device is gone). Inserted once per stay (`_id` = `apple:<serial>:<stay start ms>:<kind>`),
 * never updated; a program's installs and removals are counted by `{programId}` equality. Members and gift
 * cards alike; no personal data.
 */
const passInstallEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: PASS_INSTALL_EVENT_KINDS, required: true },
    wallet: { type: String, enum: ["apple", "google"], required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    subjectKind: { type: String, enum: ["member", "giftcard"], required: true },
    subjectId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

passInstallEventSchema.index({ programId: 1 });

export type PassInstallEventDocument = InferSchemaType<typeof passInstallEventSchema>;
export const PassInstallEvent: Model<PassInstallEventDocument> =
  (models.PassInstallEvent as Model<PassInstallEventDocument> | undefined) ??
  model("PassInstallEvent", passInstallEventSchema, "pass_install_events");
