import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/** What a message's stats count, one inserted row each (decision 002: counters are rows, never `$inc`). */
export const MESSAGE_EVENT_TYPES = [
  "excluded-daily-limit",
  "apple-pass",
  "apple-push-sent",
  "apple-pass-fetched",
  "google-messaged",
  "google-notified",
  "google-over-budget",
  "failure",
  "apple-device-gone",
] as const;
export type MessageEventType = (typeof MESSAGE_EVENT_TYPES)[number];

/**
 * One thing that happened to a message on its way (decision 047). `_id` `<messageId>:<type>:<what>` (the member,
 * device or object), so a retried step counts once. Counted by `{messageId}`; Google's notification budget reads
 * `{objectId}` (the object's notifications of the last 24 hours, any message).
 */
const passMessageEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    messageId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, enum: MESSAGE_EVENT_TYPES, required: true },
    objectId: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { timestamps: false },
);

passMessageEventSchema.index({ messageId: 1 });
passMessageEventSchema.index({ objectId: 1 });

export type PassMessageEventDocument = InferSchemaType<typeof passMessageEventSchema>;
export const PassMessageEvent: Model<PassMessageEventDocument> =
  (models.PassMessageEvent as Model<PassMessageEventDocument> | undefined) ??
  model("PassMessageEvent", passMessageEventSchema, "pass_message_events");
