import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * When an Apple Wallet pass last changed, for the device's "updated since" list and the pass's `Last-Modified`
 * (decision 023). One row inserted per change, never updated; reading a scope's time deletes its older rows, so
 * a scope holds the changes since a device last asked (readers take the newest).
 * `scope` is a serial number (`member-<id>`, `giftcard-<id>`) or `program:<programId>` (a change of every pass of
 * a program). `at` is when the row was written, read as the pass's modification time.
 */
const applePassVersionSchema = new Schema({
  scope: { type: String, required: true },
  at: { type: Date, required: true },
});

applePassVersionSchema.index({ scope: 1 });

export const programScopeOf = (programId: unknown) => `program:${String(programId)}`;

export type ApplePassVersionDocument = InferSchemaType<typeof applePassVersionSchema>;
export const ApplePassVersion: Model<ApplePassVersionDocument> =
  (models.ApplePassVersion as Model<ApplePassVersionDocument> | undefined) ??
  model("ApplePassVersion", applePassVersionSchema, "apple_pass_versions");
