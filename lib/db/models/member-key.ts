import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * One row per value that must be unique within a program (a member's e-mail, phone or external id), claimed by
 * inserting it: `_id` is `<programId>:<field>:<HMAC of the value>`, so two concurrent joins with one e-mail
 * cannot both win, on the embedded database as on MongoDB (a unique index over nullable member fields would
 * let only one member per program lack an e-mail). Changing the field claims the new key and deletes the old;
 * erasing or purging a member deletes every key of it (`deleteMany({ memberId })`).
 */
const memberKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

memberKeySchema.index({ memberId: 1 });
// A program's purge removes its keys by program.
memberKeySchema.index({ programId: 1 });

export type MemberKeyDocument = InferSchemaType<typeof memberKeySchema>;
export const MemberKey: Model<MemberKeyDocument> =
  (models.MemberKey as Model<MemberKeyDocument> | undefined) ??
  model("MemberKey", memberKeySchema, "member_keys");
