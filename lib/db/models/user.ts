import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

export const USER_ROLES = ["owner", "staff"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ["pending", "active", "disabled"] as const;

const userSchema = new Schema(
  {
    /** Trimmed and lower-cased; unique across all users, pending or active. */
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    name: { type: String, required: true },
    role: { type: String, enum: USER_ROLES, required: true },
    /** The merchant an owner belongs to; null for support staff, who act across merchants. */
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", default: null, index: true },
    status: { type: String, enum: USER_STATUSES, required: true, default: "active" },
    emailVerified: { type: Boolean, default: false },
  },
  { timestamps: true },
);

export type UserDocument = InferSchemaType<typeof userSchema>;
export const User: Model<UserDocument> =
  (models.User as Model<UserDocument> | undefined) ?? model("User", userSchema);
