import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { LOCATION_STATUSES } from "@/lib/schemas/location";

/**
 * One of a merchant's shops (issue 30, decision 052). A location that a program or an entry names is archived on
 * delete, never erased, so history keeps its name; an unused one is removed.
 */
const locationSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    name: { type: String, required: true },
    address: {
      line1: { type: String, required: true },
      line2: { type: String, default: null },
      postalCode: { type: String, required: true },
      city: { type: String, required: true },
      country: { type: String, required: true },
    },
    latitude: { type: Number, required: true },
    longitude: { type: Number, required: true },
    relevantText: { type: String, default: null },
    timeZone: { type: String, required: true },
    status: { type: String, enum: LOCATION_STATUSES, default: "active" },
    archivedAt: { type: Date, default: null },
    /**
     * First time an entry named it (a scan, a redemption…), set before that entry is written: a location with it
     * is archived on delete instead of removed, without searching the ledgers for it.
     */
    usedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

locationSchema.index({ merchantId: 1 });

export type LocationDocument = InferSchemaType<typeof locationSchema>;
export const MerchantLocation: Model<LocationDocument> =
  (models.MerchantLocation as Model<LocationDocument> | undefined) ??
  model("MerchantLocation", locationSchema, "locations");
