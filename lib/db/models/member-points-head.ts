import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * The newest ledger entry of a member, for listings: a page of members reads its buckets' heads by
 * `{bucketKey}` (one row per member) instead of every entry of its members. Inserted only: after appending
 * entry n the writer inserts head `<memberId>:<n>` and then deletes `<memberId>:<n-1>`; a reader takes the
 * highest sequence per member, so a head left by an interrupted writer is harmless. The ledger stays the
 * truth (decision 011); a member's own reads and every append use the ledger itself.
 */
const memberPointsHeadSchema = new Schema(
  {
    _id: { type: String, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    /** The member's listing bucket (`programId:floor(seq/100)`). */
    bucketKey: { type: String, required: true },
    sequence: { type: Number, required: true },
    balance: { type: Number, required: true },
    lifetime: { type: Number, required: true },
    /** When the newest entry was written: the list's "last visit" (null on heads written before issue 28). */
    at: { type: Date, default: null },
  },
  { timestamps: false },
);

memberPointsHeadSchema.index({ bucketKey: 1 });
memberPointsHeadSchema.index({ memberId: 1 });
memberPointsHeadSchema.index({ programId: 1 });

export const headIdOf = (memberId: unknown, sequence: number) => `${String(memberId)}:${sequence}`;

export type MemberPointsHeadDocument = InferSchemaType<typeof memberPointsHeadSchema>;
export const MemberPointsHead: Model<MemberPointsHeadDocument> =
  (models.MemberPointsHead as Model<MemberPointsHeadDocument> | undefined) ??
  model("MemberPointsHead", memberPointsHeadSchema, "member_points_heads");
