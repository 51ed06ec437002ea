import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * One row per member the merchant deleted (`_id` is the member's id, so a repeated delete inserts nothing new).
 * A program's member count is its dense member sequence (every member ever stored through the API) minus these
 * rows: counting reads the program's removals by `{programId}` equality, never its members (decision 017).
 * Inserted only; the program's purge deletes them with its members.
 */
const memberRemovalSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

memberRemovalSchema.index({ programId: 1 });

export type MemberRemovalDocument = InferSchemaType<typeof memberRemovalSchema>;
export const MemberRemoval: Model<MemberRemovalDocument> =
  (models.MemberRemoval as Model<MemberRemovalDocument> | undefined) ??
  model("MemberRemoval", memberRemovalSchema, "member_removals");
