import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/** One redemption of an offer by a member; the points it cost are a debit in the member's ledger. */
const offerRedemptionSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    offerId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    pointsCost: { type: Number, required: true },
    /** Issue 30: the merchant's location where it was redeemed; null: not said. */
    locationId: { type: Schema.Types.ObjectId, default: null },
    /** Issue 30 (decision 053): the person who redeemed it (an app key's creator); null: none acted. */
    actorUserId: { type: Schema.Types.ObjectId, default: null },
    /** The app key that redeemed it; null: a person did, or none acted. */
    actorAppKeyId: { type: Schema.Types.ObjectId, default: null },
    /** The debit's ledger entry as answered (an append-only record, so the copy never goes stale); null when free. */
    entry: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

offerRedemptionSchema.index({ offerId: 1, createdAt: -1 });
offerRedemptionSchema.index({ programId: 1 });

export type OfferRedemptionDocument = InferSchemaType<typeof offerRedemptionSchema>;
export const OfferRedemption: Model<OfferRedemptionDocument> =
  (models.OfferRedemption as Model<OfferRedemptionDocument> | undefined) ??
  model("OfferRedemption", offerRedemptionSchema, "offer_redemptions");
