import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

export const IDEMPOTENCY_STATES = ["pending", "done"] as const;

/**
 * One `Idempotency-Key` a merchant sent with a creating POST. `_id` is `<merchantId>:<key>`, so claiming the
 * key is one insert that the unique `_id` lets only one request win (no transaction, no read-modify-write).
 * `pending` while the first request works, then `done` with its answer, which repeats replay. FerretDB has
 * no TTL index: the retention purge deletes rows past `expiresAt`.
 */
const idempotencyKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    /** Hex SHA-256 of method, path, query and body: the same key with another request is refused. */
    fingerprint: { type: String, required: true },
    /** Random per claim, so a request only ever completes or releases its own claim. */
    claimId: { type: String, required: true },
    state: { type: String, enum: IDEMPOTENCY_STATES, required: true },
    status: { type: Number, default: null },
    /** The answer's body, sealed (lib/services/idempotency/sealed-answer.ts). */
    body: { type: String, default: null },
    headers: { type: Schema.Types.Mixed, default: null },
    claimedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  {},
);

idempotencyKeySchema.index({ expiresAt: 1 });

export type IdempotencyKeyDocument = InferSchemaType<typeof idempotencyKeySchema>;
export const IdempotencyKey: Model<IdempotencyKeyDocument> =
  (models.IdempotencyKey as Model<IdempotencyKeyDocument> | undefined) ??
  model("IdempotencyKey", idempotencyKeySchema, "idempotency_keys");
