import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { PROMOTION_DAYS } from "@/lib/schemas/promotion";

/** A program's bonus-point promotion (decision 051): a multiplier or a bonus on credits within its window. */
const promotionSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    programId: { type: Schema.Types.ObjectId, ref: "Program", required: true },
    name: { type: String, required: true },
    multiplier: { type: Number, default: null },
    bonusPoints: { type: Number, default: null },
    startAt: { type: Date, required: true },
    endAt: { type: Date, required: true },
    daysOfWeek: { type: [{ type: String, enum: PROMOTION_DAYS }], default: null },
    startTime: { type: String, default: null },
    endTime: { type: String, default: null },
    timeZone: { type: String, required: true },
  },
  { timestamps: true, minimize: false },
);

// A program's promotions (each credit reads them) and a merchant's (the scanner): equality on the tenant key.
promotionSchema.index({ programId: 1 });
promotionSchema.index({ merchantId: 1 });

export type PromotionDocument = InferSchemaType<typeof promotionSchema>;
export const Promotion: Model<PromotionDocument> =
  (models.Promotion as Model<PromotionDocument> | undefined) ?? model("Promotion", promotionSchema);
