import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * "This attempt is mine": `_id` is `<messageId>:attempt:<n>`, so of two workers that try the same attempt
 * exactly one insert succeeds (decision 002: inserts are never lost; a status field updated by two
 * FerretDB writers could be). A claim older than the lease belongs to a worker that died mid-attempt.
 */
const outboxClaimSchema = new Schema({
  _id: { type: String, required: true },
  messageId: { type: Schema.Types.ObjectId, required: true, index: true },
  claimedAt: { type: Date, required: true },
});

export type OutboxClaimDocument = InferSchemaType<typeof outboxClaimSchema>;
export const OutboxClaim: Model<OutboxClaimDocument> =
  (models.OutboxClaim as Model<OutboxClaimDocument> | undefined) ??
  model("OutboxClaim", outboxClaimSchema, "outbox_claims");
