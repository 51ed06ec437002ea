import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { OFFER_STATUSES, OFFER_TYPES } from "@/lib/schemas/offer";

const optionalString = { type: String, default: null };
const optionalNumber = { type: Number, default: null };
const optionalDate = { type: Date, default: null };

const offerSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    programId: { type: Schema.Types.ObjectId, ref: "Program", required: true },
    name: { type: String, required: true },
    description: optionalString,
    startDate: optionalDate,
    endDate: optionalDate,
    pointsCost: optionalNumber,
    pointsMin: optionalNumber,
    pointsMax: optionalNumber,
    limitPerCustomer: optionalNumber,
    availabilityCount: optionalNumber,
    value: optionalNumber,
    currency: optionalString,
    type: { type: String, enum: [...OFFER_TYPES, null], default: null },
    status: { type: String, enum: OFFER_STATUSES, required: true, default: "DRAFT" },
    publishedAt: optionalDate,
    cancelledAt: optionalDate,
  },
  { timestamps: true, minimize: false },
);

// A program's offers: equality on the tenant key and the program, newest first.
offerSchema.index({ merchantId: 1, programId: 1, createdAt: -1 });

export type OfferDocument = InferSchemaType<typeof offerSchema>;
export const Offer: Model<OfferDocument> =
  (models.Offer as Model<OfferDocument> | undefined) ?? model("Offer", offerSchema);
