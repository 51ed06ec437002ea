import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/** One fixed window of one limited route for one client (keyed by a keyed hash, never the raw address). */
const rateLimitWindowSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    count: { type: Number, required: true, default: 0 },
    /** FerretDB 1.x has no TTL indexes: windows past this are deleted by an explicit purge query. */
    expiresAt: { type: Date, required: true, index: true },
  },
);

export type RateLimitWindowDocument = InferSchemaType<typeof rateLimitWindowSchema>;
export const RateLimitWindow: Model<RateLimitWindowDocument> =
  (models.RateLimitWindow as Model<RateLimitWindowDocument> | undefined) ??
  model("RateLimitWindow", rateLimitWindowSchema, "rate_limit_windows");
