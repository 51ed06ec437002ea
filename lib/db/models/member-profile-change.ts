import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * One change of a member's profile, by the merchant or the member (issue 28): which fields changed, never their values, so the
 * history holds no personal data of its own (an erasure leaves it as it is; the purge removes it). Inserted only;
 * read by `{memberId}` equality.
 */
const memberProfileChangeSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    /** Member field names (`email`, `phone`, …, `status`) and `customFields.<name>` for each custom field. */
    fields: { type: [String], default: [] },
    /** Who changed it: the merchant (dashboard or API), or the member on their card page (marketing withdrawn). */
    by: { type: String, enum: ["merchant", "member"], default: "merchant" },
    createdAt: { type: Date, required: true },
  },
  { timestamps: false },
);

memberProfileChangeSchema.index({ memberId: 1 });
memberProfileChangeSchema.index({ programId: 1 });

export type MemberProfileChangeDocument = InferSchemaType<typeof memberProfileChangeSchema>;
export const MemberProfileChange: Model<MemberProfileChangeDocument> =
  (models.MemberProfileChange as Model<MemberProfileChangeDocument> | undefined) ??
  model("MemberProfileChange", memberProfileChangeSchema, "member_profile_changes");
