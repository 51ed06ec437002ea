import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * One occurrence of something we count (a request in a rate-limit window, an activation attempt).
 * Counting inserted rows instead of `$inc` on one row is deliberate: FerretDB 1.x applies updates as
 * read-modify-write and loses concurrent increments (docs/decisions/002), while inserts are never lost.
 */
const countedEventSchema = new Schema({
  key: { type: String, required: true, index: true },
  /** FerretDB 1.x has no TTL indexes: rows past this are deleted by an explicit purge query. */
  expiresAt: { type: Date, required: true, index: true },
});

export type CountedEventDocument = InferSchemaType<typeof countedEventSchema>;
export const CountedEvent: Model<CountedEventDocument> =
  (models.CountedEvent as Model<CountedEventDocument> | undefined) ??
  model("CountedEvent", countedEventSchema, "counted_events");
