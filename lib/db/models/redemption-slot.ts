import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A claimed place under an offer's limit, claimed by inserting it (decision 011): `_id` is
 * `<offerId>:slot:<n>` for `availabilityCount` and `<offerId>:<memberId>:<n>` for `limitPerCustomer`, with
 * 1 ≤ n ≤ the limit. An insert either wins the place or fails with E11000, so a limit is never exceeded by
 * redemptions that raced (never count-then-insert). A redemption refused after claiming gives its places back.
 */
const redemptionSlotSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** `_id` without `:<n>`: every place of one limit. */
    group: { type: String, required: true },
    n: { type: Number, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    offerId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    redemptionId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

redemptionSlotSchema.index({ group: 1 });
redemptionSlotSchema.index({ programId: 1 });

export type RedemptionSlotDocument = InferSchemaType<typeof redemptionSlotSchema>;
export const RedemptionSlot: Model<RedemptionSlotDocument> =
  (models.RedemptionSlot as Model<RedemptionSlotDocument> | undefined) ??
  model("RedemptionSlot", redemptionSlotSchema, "offer_redemption_slots");
