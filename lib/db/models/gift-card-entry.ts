import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

export const LEDGER_ENTRY_KINDS = ["issue", "redeem", "reload"] as const;

/**
 * The append-only ledger: a card's balance is the sum of its entries (integer minor units). A writer
 * inserts `sequence = last + 1`; the unique `(cardId, sequence)` index makes concurrent writers retry
 * instead of overdrawing (decision 002: FerretDB loses concurrent `$inc`).
 */
const giftCardEntrySchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    cardId: { type: Schema.Types.ObjectId, required: true },
    /** The card's bucket, so a listing page sums balances with one `{programId, bucket}` query. */
    bucket: { type: Number, required: true },
    /** `programId:bucket` (see gift-card.ts): one index lookup per listing bucket on the embedded database. */
    bucketKey: { type: String, required: true },
    sequence: { type: Number, required: true },
    kind: { type: String, enum: LEDGER_ENTRY_KINDS, required: true },
    amountCents: { type: Number, required: true },
    balanceAfterCents: { type: Number, required: true },
    /** Issue 30: the merchant's location of a redemption; null: not said. */
    locationId: { type: Schema.Types.ObjectId, default: null },
    /** Issue 30 (decision 053): the person who made the entry (an app key's creator); null: none acted. */
    actorUserId: { type: Schema.Types.ObjectId, default: null },
    /** The app key that made the entry; null: a person did, or none acted. */
    actorAppKeyId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

giftCardEntrySchema.index({ cardId: 1, sequence: 1 }, { unique: true });
giftCardEntrySchema.index({ bucketKey: 1 });

export type GiftCardEntryDocument = InferSchemaType<typeof giftCardEntrySchema>;
export const GiftCardEntry: Model<GiftCardEntryDocument> =
  (models.GiftCardEntry as Model<GiftCardEntryDocument> | undefined) ??
  model("GiftCardEntry", giftCardEntrySchema, "gift_card_entries");
