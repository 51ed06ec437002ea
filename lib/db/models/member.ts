import { randomUUID } from "node:crypto";
import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { MEMBER_STATUSES } from "@/lib/schemas/member";

// The API's schema owns the values (browser-safe); re-exported for the model's users.
export { MEMBER_STATUSES, type MemberStatus } from "@/lib/schemas/member";

const consentSchema = new Schema(
  {
    termsAt: { type: Date, default: null },
    privacyAt: { type: Date, default: null },
    marketingAt: { type: Date, default: null },
    /** When the member confirmed marketing consent by the e-mailed link (double opt-in, decision 042). */
    marketingConfirmedAt: { type: Date, default: null },
    /** When the member withdrew marketing consent on their card page (decision 042). */
    marketingWithdrawnAt: { type: Date, default: null },
    /** Keyed hash of the token in the newest confirmation link e-mailed (decision 042); kept so a second click confirms again. */
    marketingConfirmHash: { type: String, default: null },
    /** Truncated to /24 (IPv4) or /48 (IPv6), as the merchant signup stores it. */
    ip: { type: String, default: null },
  },
  { _id: false },
);

const utmSchema = new Schema(
  {
    source: { type: String, default: null },
    medium: { type: String, default: null },
    campaign: { type: String, default: null },
  },
  { _id: false },
);

/**
 * A customer of one loyalty program. The balance is not stored here: it is the newest entry of the member's
 * points ledger (`member_points_entries`, decision 002: inserted rows, never `$inc`).
 */
const memberSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    programId: { type: Schema.Types.ObjectId, ref: "Program", required: true },
    /** What the barcode carries: random, unguessable, unique across the service, no personal data. */
    memberNumber: { type: String, required: true },
    /** Another member shares it to refer a friend; unique across the service. */
    referralCode: { type: String, required: true },
    referredByMemberId: { type: Schema.Types.ObjectId, default: null },
    status: { type: String, enum: MEMBER_STATUSES, default: "active" },
    // Personal data: all of it is cleared by an erasure.
    /** Trimmed and lower-cased. */
    email: { type: String, default: null },
    /** E.164. */
    phone: { type: String, default: null },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    /** `YYYY-MM-DD`. */
    birthday: { type: String, default: null },
    /** The partner's own id for the person, unique per program. */
    externalId: { type: String, default: null },
    /** Keyed by the program's custom field `name`. */
    customFields: { type: Schema.Types.Mixed, default: () => ({}) },
    marketingConsent: { type: Boolean, default: false },
    /** Joined on the public join page (issue 17): what was accepted, when, from which truncated address. */
    consent: { type: consentSchema, default: null },
    /** The campaign the public join page was opened from. */
    utm: { type: utmSchema, default: null },
    /** HMACs (lib/gdpr/subject-hash): erasure, export and look-ups find a person by equality. */
    emailHash: { type: String, default: null },
    externalIdHash: { type: String, default: null },
    phoneHash: { type: String, default: null },
    erasedAt: { type: Date, default: null },
    erasureRequestId: { type: Schema.Types.ObjectId, default: null },
    deletedAt: { type: Date, default: null },
    purgedAt: { type: Date, default: null },
    // Listing (issue 16, as gift cards do it, decision 008): a dense per-program `seq` allocated by inserting
    // last + 1 under the unique `seqKey` (`programId:seq`), and `bucketKey` (`programId:floor(seq/100)`) so a page
    // reads whole buckets by equality. A member stored without a seq (not through the API) gets a unique
    // placeholder key and is not listed. A purged member stays as a tombstone that keeps its slot.
    seq: { type: Number, default: null },
    seqKey: { type: String, default: () => `unsequenced:${randomUUID()}` },
    bucketKey: { type: String, default: null },
    /** When the member's wallet pass was first installed (`pointsInstallPass`). */
    passInstalledAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);

memberSchema.index({ memberNumber: 1 }, { unique: true });
memberSchema.index({ referralCode: 1 }, { unique: true });
memberSchema.index({ programId: 1, createdAt: -1 });
memberSchema.index({ seqKey: 1 }, { unique: true });
memberSchema.index({ bucketKey: 1 });
memberSchema.index({ emailHash: 1, merchantId: 1 });
memberSchema.index({ externalIdHash: 1, merchantId: 1 });
memberSchema.index({ phoneHash: 1, merchantId: 1 });

/** Members per listing bucket. */
export const MEMBER_BUCKET_SIZE = 100;
export const memberBucketOf = (seq: number) => Math.floor(seq / MEMBER_BUCKET_SIZE);
export const memberSeqKeyOf = (programId: unknown, seq: number) => `${String(programId)}:${seq}`;
export const memberBucketKeyOf = (programId: unknown, bucket: number) => `${String(programId)}:${bucket}`;

export type MemberDocument = InferSchemaType<typeof memberSchema>;
export const Member: Model<MemberDocument> =
  (models.Member as Model<MemberDocument> | undefined) ?? model("Member", memberSchema);

/** Every field that identifies the person, and what erasure and the purge clear it to (the ledger's amounts stay). */
export const CLEARED_MEMBER_FIELDS = {
  email: null,
  phone: null,
  firstName: null,
  lastName: null,
  birthday: null,
  externalId: null,
  customFields: {},
  marketingConsent: false,
  consent: null,
  utm: null,
  emailHash: null,
  externalIdHash: null,
  phoneHash: null,
} as const;
