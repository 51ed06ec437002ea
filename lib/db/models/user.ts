import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { LANGUAGES } from "@/lib/i18n/language";
import { USER_ROLES } from "@/lib/schemas/team";

export { USER_ROLES, type UserRole } from "@/lib/schemas/team";
export const USER_STATUSES = ["pending", "active", "disabled"] as const;

const signupSchema = new Schema(
  {
    company: { type: String, required: true },
    country: { type: String, required: true },
    consent: {
      tosAt: { type: Date, required: true },
      dpaAt: { type: Date, required: true },
      privacyAt: { type: Date, required: true },
      /** Truncated to /24 (IPv4) or /48 (IPv6) before it is stored; never the full address. */
      ip: { type: String, default: null },
    },
    utm: {
      source: { type: String, default: null },
      medium: { type: String, default: null },
      campaign: { type: String, default: null },
    },
    /** Last submission; a pending row idle for SIGNUP_ABANDON_DAYS counts as abandoned. */
    lastActivityAt: { type: Date, required: true },
    resumedAt: { type: Date, default: null },
    verification: {
      codeHash: { type: String, default: null },
      expiresAt: { type: Date, default: null },
      usedAt: { type: Date, default: null },
    },
    activatedAt: { type: Date, default: null },
  },
  { _id: false },
);

const userSchema = new Schema(
  {
    /** Trimmed and lower-cased; unique across all users, pending or active. */
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    name: { type: String, required: true },
    role: { type: String, enum: USER_ROLES, required: true },
    /** The merchant an owner belongs to; null for support staff, who act across merchants. */
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", default: null, index: true },
    /** A team member's locations as the owner or a manager gave them (decision 053); empty: all of them. */
    locationIds: { type: [Schema.Types.ObjectId], default: [] },
    status: { type: String, enum: USER_STATUSES, required: true, default: "active" },
    emailVerified: { type: Boolean, default: false },
    /**
     * The language the person chose (the signup's, settings, a dashboard switcher); sign-in brings it to a new
     * device. null until they choose: pages then follow the browser.
     */
    language: { type: String, enum: LANGUAGES, default: null },
    /** Self-signup data, kept on the user row whose id is the `pendingId`. */
    signup: { type: signupSchema, default: null },
  },
  { timestamps: true },
);

export type UserDocument = InferSchemaType<typeof userSchema>;
export const User: Model<UserDocument> =
  (models.User as Model<UserDocument> | undefined) ?? model("User", userSchema);
