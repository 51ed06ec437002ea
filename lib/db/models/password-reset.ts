import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * One outstanding password-reset link. `_id` is a keyed hash of the token (the token itself is only in the
 * e-mail), so a link is found by `_id` alone and used up by deleting that row: a delete succeeds once.
 */
const passwordResetSchema = new Schema({
  _id: { type: String, required: true },
  userId: { type: Schema.Types.ObjectId, ref: "User", required: true, index: true },
  /** No TTL index on FerretDB: checked on use, and rows of a user are removed when a reset succeeds. */
  expiresAt: { type: Date, required: true },
});

export type PasswordResetDocument = InferSchemaType<typeof passwordResetSchema>;
export const PasswordReset: Model<PasswordResetDocument> =
  (models.PasswordReset as Model<PasswordResetDocument> | undefined) ??
  model("PasswordReset", passwordResetSchema, "password_resets");
