import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

import { POINTS_ENTRY_SOURCES } from "@/lib/schemas/member";

export { POINTS_ENTRY_SOURCES } from "@/lib/schemas/member";

/**
 * A member's append-only points ledger. The newest entry carries the balance and lifetime points after it; a
 * writer inserts `sequence = last + 1` and the unique `(memberId, sequence)` index makes concurrent writers
 * retry instead of overdrawing or losing points (decision 002), as the gift-card ledger does (decision 008).
 */
const memberPointsEntrySchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    sequence: { type: Number, required: true },
    points: { type: Number, required: true },
    balanceAfter: { type: Number, required: true },
    /** Only credits raise it; spending never lowers a tier. */
    lifetimeAfter: { type: Number, required: true },
    source: { type: String, enum: POINTS_ENTRY_SOURCES, required: true },
    /** e.g. `pointsAddEmail`, `customField:<name>`, an offer id, or the adjustment's reason. */
    reason: { type: String, default: null },
    /** The bonus-point promotion a credit earned under (decision 051), its name as it was then; null: none. */
    promotion: { type: new Schema({ id: String, name: String }, { _id: false }), default: null },
    /** The user behind a manual adjustment or scan; null for rules. */
    actorUserId: { type: Schema.Types.ObjectId, default: null },
    /** Issue 30: the merchant's location where it happened (scan, redemption, adjustment); null: not said. */
    locationId: { type: Schema.Types.ObjectId, default: null },
    /** The app key that acted (its creator is `actorUserId`); null when a person did (decision 053). */
    actorAppKeyId: { type: Schema.Types.ObjectId, default: null },
    /**
     * Set on the entry of a one-time rule (`pointsAddEmail`, `customField:<name>`, `pointsInstallPass`,
     * `referral:<memberId>`). Every append is decided on the whole ledger and only lands at `last + 1`, so a
     * writer that raced past the check loses the sequence and, reading again, finds the key: once stays once.
     */
    onceKey: { type: String, default: null },
    /**
     * `memberId:floor(sequence/100)`: the newest entry is found by `{ledgerKey, sequence}` probes and a
     * ledger page reads one or two buckets, so neither reads a member's whole history.
     */
    ledgerKey: { type: String, default: null },
    /**
     * Scans only: `programId:YYYY-MM-DD` (the UTC day), so the program page counts the last 30 days' scans by
     * one equality read per day instead of every scan the program ever had (decision 017).
     */
    scanDayKey: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

memberPointsEntrySchema.index({ memberId: 1, sequence: 1 }, { unique: true });
memberPointsEntrySchema.index({ ledgerKey: 1 });
memberPointsEntrySchema.index({ scanDayKey: 1 });

/** The key of a program's scans on the UTC day of `at`. */
export const scanDayKeyOf = (programId: unknown, at: Date) =>
  `${String(programId)}:${at.toISOString().slice(0, 10)}`;

export type MemberPointsEntryDocument = InferSchemaType<typeof memberPointsEntrySchema>;
export const MemberPointsEntry: Model<MemberPointsEntryDocument> =
  (models.MemberPointsEntry as Model<MemberPointsEntryDocument> | undefined) ??
  model("MemberPointsEntry", memberPointsEntrySchema, "member_points_entries");
