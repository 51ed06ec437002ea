import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { MESSAGE_KINDS } from "@/lib/schemas/message";

/**
 * One member of a message's audience (`_id` `<messageId>:<memberId>`, so a resumed fan-out inserts nothing
 * twice). Counted for the message's `audience`; read by `{memberId}` for the member's newest message (the pass's
 * back) and by `{programId, day}` for the one-marketing-message-a-day rule (decision 047).
 */
const passMessageDeliverySchema = new Schema(
  {
    _id: { type: String, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    messageId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: MESSAGE_KINDS, required: true },
    text: { type: String, required: true },
    /** `YYYY-MM-DD` (UTC) of `at`: the 24-hour rule reads today's and yesterday's by equality. */
    day: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { timestamps: false },
);

passMessageDeliverySchema.index({ messageId: 1 });
passMessageDeliverySchema.index({ memberId: 1 });
passMessageDeliverySchema.index({ programId: 1, day: 1 });

export const deliveryIdOf = (messageId: unknown, memberId: unknown) =>
  `${String(messageId)}:${String(memberId)}`;
export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

export type PassMessageDeliveryDocument = InferSchemaType<typeof passMessageDeliverySchema>;
export const PassMessageDelivery: Model<PassMessageDeliveryDocument> =
  (models.PassMessageDelivery as Model<PassMessageDeliveryDocument> | undefined) ??
  model("PassMessageDelivery", passMessageDeliverySchema, "pass_message_deliveries");
