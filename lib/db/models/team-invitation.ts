import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { INVITED_ROLES } from "@/lib/schemas/team";

/**
 * An invitation to a merchant's team (decision 053). Its e-mailed link's token is `<_id>.<secret>`: found by `_id`
 * and checked against `tokenHashes` in code (keyed hashes, one per e-mail sent; the secrets are only in the
 * e-mails). "Expired" is not stored: a pending invitation past `expiresAt`.
 */
const teamInvitationSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true, index: true },
    /** Trimmed and lower-cased, as users' addresses are. */
    email: { type: String, required: true },
    role: { type: String, enum: INVITED_ROLES, required: true },
    locationIds: { type: [Schema.Types.ObjectId], default: [] },
    invitedBy: { type: Schema.Types.ObjectId, ref: "User", required: true },
    status: { type: String, enum: ["pending", "accepted", "revoked"], required: true, default: "pending" },
    tokenHashes: { type: [String], default: [] },
    /** The language of the request that (re)sent it: the e-mail's language. */
    language: { type: String, required: true },
    sentAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    acceptedAt: { type: Date, default: null },
    acceptedBy: { type: Schema.Types.ObjectId, ref: "User", default: null },
    revokedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

export type TeamInvitationDocument = InferSchemaType<typeof teamInvitationSchema>;
export const TeamInvitation: Model<TeamInvitationDocument> =
  (models.TeamInvitation as Model<TeamInvitationDocument> | undefined) ??
  model("TeamInvitation", teamInvitationSchema, "team_invitations");
