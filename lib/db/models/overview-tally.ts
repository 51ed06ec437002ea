import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * Whose figures a key counts: the merchant's, or (issue 30) one of its locations' (`merchantId:locationId`). A
 * change made at a location is tallied twice, once under each, so either is read with one equality per day.
 */
export const overviewScopeOf = (merchantId: unknown, locationId?: unknown) =>
  locationId ? `${String(merchantId)}:${String(locationId)}` : String(merchantId);
/** `merchantId:YYYY-MM-DD`: the merchant's UTC day, the key every overview read narrows by (or a location's scope). */
export const overviewDayKeyOf = (merchantId: unknown, day: string) => `${String(merchantId)}:${day}`;
/** `merchantId:YYYY-MM`: the month whose closed days' totals are read in one query. */
export const overviewMonthKeyOf = (merchantId: unknown, day: string) =>
  `${String(merchantId)}:${day.slice(0, 7)}`;

/**
 * One counted change (a member joined, a scan, a card sold…) on the merchant's day, inserted when the change is
 * announced (`emitEvent`). `_id` is the event's own key (`<type>:<change>`), so a retried or resumed step that
 * announces the change again inserts nothing new. Never updated (decision 002); a day is read by its `dayKey`
 * equality and, once over, summed into one `overview_days` row (decision 024). No personal data: ids of the
 * merchant and program, counts and amounts only.
 */
const overviewTallySchema = new Schema(
  {
    _id: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, default: null },
    /** Issue 30: set on the copy of a change made at a location, whose `dayKey` is the location's. */
    locationId: { type: Schema.Types.ObjectId, default: null },
    dayKey: { type: String, required: true },
    /** `Partial<Counts>` (lib/services/overview/overview-metrics.ts). */
    counts: { type: Schema.Types.Mixed, default: {} },
    currency: { type: String, default: null },
    /** `Partial<MoneyTotals>` in minor units, in `currency`. */
    money: { type: Schema.Types.Mixed, default: {} },
  },
  { timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);

overviewTallySchema.index({ dayKey: 1 });

export type OverviewTallyDocument = InferSchemaType<typeof overviewTallySchema>;
export const OverviewTally: Model<OverviewTallyDocument> =
  (models.OverviewTally as Model<OverviewTallyDocument> | undefined) ??
  model("OverviewTally", overviewTallySchema, "overview_tallies");
