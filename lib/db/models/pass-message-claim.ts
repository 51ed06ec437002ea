import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * Who won a message: its fan-out starting (`sending`) or its cancellation (`cancelled`). `_id` is the message's
 * id, so exactly one insert succeeds however many workers and requests race (decision 047).
 */
const passMessageClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    outcome: { type: String, enum: ["sending", "cancelled"], required: true },
    at: { type: Date, required: true },
  },
  { timestamps: false },
);

export type PassMessageClaimDocument = InferSchemaType<typeof passMessageClaimSchema>;
export const PassMessageClaim: Model<PassMessageClaimDocument> =
  (models.PassMessageClaim as Model<PassMessageClaimDocument> | undefined) ??
  model("PassMessageClaim", passMessageClaimSchema, "pass_message_claims");
