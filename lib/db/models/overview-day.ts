import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A finished UTC day of one merchant, summed once from its `overview_tallies` rows (decision 024). `_id` is the
 * day's key (`merchantId:YYYY-MM-DD`), so two readers closing the same day insert one row; it is never updated.
 * Read a month at a time by `monthKey` equality, so 30 days cost two or three queries and about 30 rows however
 * busy the shop was.
 */
const overviewDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    monthKey: { type: String, required: true },
    /** Issue 30: a location's day (its `_id` and `monthKey` carry the location's scope); null: the merchant's. */
    locationId: { type: Schema.Types.ObjectId, default: null },
    /** `YYYY-MM-DD`. */
    day: { type: String, required: true },
    /** `Counts`: every metric, zeros included. */
    counts: { type: Schema.Types.Mixed, required: true },
    /** `{ [currency]: MoneyTotals }` in minor units. */
    money: { type: Schema.Types.Mixed, default: {} },
  },
  { timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);

overviewDaySchema.index({ monthKey: 1 });

export type OverviewDayDocument = InferSchemaType<typeof overviewDaySchema>;
export const OverviewDay: Model<OverviewDayDocument> =
  (models.OverviewDay as Model<OverviewDayDocument> | undefined) ??
  model("OverviewDay", overviewDaySchema, "overview_days");
