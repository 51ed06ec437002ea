import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { MESSAGE_KINDS } from "@/lib/schemas/message";

/**
 * A message to a program's pass holders (issue 29, decision 047). The request stores it and nothing else; the
 * outbox's `message` row fans it out when due. Its state follows from its fields: `cancelledAt`, else `sentAt`,
 * else `startedAt` (sending), else scheduled. Which of cancel and send wins is decided by an inserted row
 * (`pass_message_claims`), never by a read-modify-write of this one.
 */
const passMessageSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    text: { type: String, required: true },
    kind: { type: String, enum: MESSAGE_KINDS, required: true },
    /** As the API took it (`messageAudienceSchema`). */
    audience: { type: Schema.Types.Mixed, required: true },
    sendAt: { type: Date, default: null },
    startedAt: { type: Date, default: null },
    /** Members the message went to, written once when the audience is resolved. */
    audienceCount: { type: Number, default: null },
    sentAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);

passMessageSchema.index({ programId: 1 });

export type PassMessageDocument = InferSchemaType<typeof passMessageSchema>;
export const PassMessage: Model<PassMessageDocument> =
  (models.PassMessage as Model<PassMessageDocument> | undefined) ??
  model("PassMessage", passMessageSchema, "pass_messages");
