import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

export const GDPR_REQUEST_KINDS = ["erasure", "export"] as const;
/** `received` → `erasing` → `completed` (or `no_match`); an export is stored `completed` or `no_match`. */
export const GDPR_REQUEST_STATUSES = ["received", "erasing", "completed", "no_match"] as const;
/** What a request reaches: the gift-card endpoints `giftCards`, the loyalty ones `members`, the dashboard both. */
export const GDPR_SUBJECT_KINDS = ["giftCards", "members"] as const;
export type GdprSubjectKind = (typeof GDPR_SUBJECT_KINDS)[number];

/**
 * The audit trail of erasure and export requests. It never holds the e-mail or customer id it acted on:
 * only their HMACs (`subject`), which the retention purge clears once the program's period has passed.
 * Records stored before members existed have no `covers`: they reached gift cards only.
 */
const gdprRequestSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: GDPR_REQUEST_KINDS, required: true },
    status: { type: String, enum: GDPR_REQUEST_STATUSES, required: true },
    covers: { type: [{ type: String, enum: GDPR_SUBJECT_KINDS }], default: undefined },
    requestedBy: {
      userId: { type: Schema.Types.ObjectId, required: true },
      role: { type: String, required: true },
    },
    scope: {
      programId: { type: Schema.Types.ObjectId, default: null },
      cardId: { type: Schema.Types.ObjectId, default: null },
      memberId: { type: Schema.Types.ObjectId, default: null },
    },
    subject: {
      emailHash: { type: String, default: null },
      customerIdHash: { type: String, default: null },
    },
    identifiedBy: { type: [String], default: [] },
    reason: { type: String, default: null },
    format: { type: String, default: null },
    /** Written before any card or member is touched, so a resumed request erases exactly these. */
    affectedCards: { type: [Schema.Types.ObjectId], default: [] },
    affectedMembers: { type: [Schema.Types.ObjectId], default: [] },
    message: { type: String, default: null },
    completedAt: { type: Date, default: null },
    subjectPurgedAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);

gdprRequestSchema.index({ merchantId: 1, status: 1 });
gdprRequestSchema.index({ status: 1 });

export type GdprRequestDocument = InferSchemaType<typeof gdprRequestSchema>;
export const GdprRequest: Model<GdprRequestDocument> =
  (models.GdprRequest as Model<GdprRequestDocument> | undefined) ??
  model("GdprRequest", gdprRequestSchema, "gdpr_requests");
