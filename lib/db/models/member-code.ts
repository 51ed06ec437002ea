import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * One live six-digit code a member was e-mailed (decision 042): `_id` is what the code opens — the card of an
 * address in a program (`card:<member key of the e-mail>`) or a member's erasure (`erase:<memberId>`) — so a new
 * code replaces the previous one and a look-up is one `_id` read. Only a keyed hash of the code is stored; the code
 * dies when used, when it expires and after a few wrong tries (counted in `counted_events`).
 */
const memberCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    codeHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

// An erasure or purge removes a member's codes by this equality.
memberCodeSchema.index({ memberId: 1 });

export type MemberCodeDocument = InferSchemaType<typeof memberCodeSchema>;
export const MemberCode: Model<MemberCodeDocument> =
  (models.MemberCode as Model<MemberCodeDocument> | undefined) ??
  model("MemberCode", memberCodeSchema, "member_codes");
