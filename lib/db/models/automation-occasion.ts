import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

export const AUTOMATION_OCCASION_KINDS = ["welcome", "birthday", "winBack", "pointsExpiring"] as const;

/**
 * One occasion of an automation for one member (decision 050): `_id` names it — `welcome:<memberId>`,
 * `birthday:<memberId>:<year>`, `winBack:<memberId>:<sequence of the last scan, or "join">`,
 * `pointsExpiring:<memberId>:<day the first of them expire>` — so whichever run
 * inserts it first does it, and every other run (repeated, concurrent, on another server) finds it taken. The
 * points credit carries the same key as its ledger `onceKey`; `messagingAt` is set before the message is stored,
 * so a run resumed after a crash never sends it twice. A CSV import that does not ask for welcomes inserts
 * `welcome:<memberId>` as `skipped` before the member exists.
 */
const automationOccasionSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: AUTOMATION_OCCASION_KINDS, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    outcome: { type: String, enum: ["pending", "done", "skipped"], required: true },
    messagingAt: { type: Date, default: null },
    messageId: { type: Schema.Types.ObjectId, default: null },
    at: { type: Date, required: true },
  },
  { timestamps: false },
);

export type AutomationOccasionDocument = InferSchemaType<typeof automationOccasionSchema>;
export const AutomationOccasion: Model<AutomationOccasionDocument> =
  (models.AutomationOccasion as Model<AutomationOccasionDocument> | undefined) ??
  model("AutomationOccasion", automationOccasionSchema, "automation_occasions");
