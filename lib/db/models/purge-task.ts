import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

// "program" (issue 11) purges any program type; "gift-card-program" is what issue 9 stored, purged the same way.
// "member" (issue 16): a deleted member's keys, ledger and data.
export const PURGE_TASK_KINDS = [
  "gift-card",
  "program",
  "gift-card-program",
  "gdpr-subject",
  "member",
] as const;
export type PurgeTaskKind = (typeof PURGE_TASK_KINDS)[number];

/**
 * One row per thing waiting for its retention period to pass (no TTL index on FerretDB). The collection
 * holds only pending purges, so the job reads it whole; a task is deleted after its target is purged,
 * and purging twice is harmless.
 */
const purgeTaskSchema = new Schema(
  {
    kind: { type: String, enum: PURGE_TASK_KINDS, required: true },
    targetId: { type: Schema.Types.ObjectId, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    dueAt: { type: Date, required: true },
  },
  { timestamps: true },
);

purgeTaskSchema.index({ targetId: 1, kind: 1 }, { unique: true });

export type PurgeTaskDocument = InferSchemaType<typeof purgeTaskSchema>;
export const PurgeTask: Model<PurgeTaskDocument> =
  (models.PurgeTask as Model<PurgeTaskDocument> | undefined) ??
  model("PurgeTask", purgeTaskSchema, "purge_tasks");
