import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/** What leaves the service through the outbox; each kind has one handler (lib/outbox/handlers.ts). */
export const OUTBOX_KINDS = [
  "webhook-event",
  "webhook-event-batch",
  "webhook",
  "mail",
  "apns",
  "google",
  "card-link",
  "public-join",
  "message",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * One thing waiting to leave the service (docs/decisions/013). Written next to the change that causes it;
 * the worker sends it and deletes it, so the collection holds only pending work and the worker reads it
 * whole. `key` makes writing it twice harmless. `attempt` and `dueAt` are only ever written by the worker
 * that holds the claim row of the current attempt, so no two writers race on them.
 */
const outboxMessageSchema = new Schema(
  {
    kind: { type: String, enum: OUTBOX_KINDS, required: true },
    key: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, default: null },
    payload: { type: Schema.Types.Mixed, required: true },
    /** The number the next attempt will have (1 for the first). */
    attempt: { type: Number, required: true, default: 1 },
    dueAt: { type: Date, required: true },
    lastError: { type: String, default: null },
  },
  { timestamps: true, minimize: false },
);

outboxMessageSchema.index({ key: 1 }, { unique: true });

export type OutboxMessageDocument = InferSchemaType<typeof outboxMessageSchema>;
export const OutboxMessage: Model<OutboxMessageDocument> =
  (models.OutboxMessage as Model<OutboxMessageDocument> | undefined) ??
  model("OutboxMessage", outboxMessageSchema, "outbox_messages");
