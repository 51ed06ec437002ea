import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A background job's claim on one item (a purge task, an unfinished erasure), so that several app processes
 * on one database do each item once (docs/decisions/002: an inserted row under a unique key, never a flag
 * set by read-modify-write). The holder deletes it when done; a holder that died leaves it until
 * `expiresAt`, after which another process may take the item over.
 */
const jobClaimSchema = new Schema({
  key: { type: String, required: true, unique: true },
  /** host:pid of the claiming process, for the logs and for people looking at the table. */
  owner: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});

export type JobClaimDocument = InferSchemaType<typeof jobClaimSchema>;
export const JobClaim: Model<JobClaimDocument> =
  (models.JobClaim as Model<JobClaimDocument> | undefined) ?? model("JobClaim", jobClaimSchema, "job_claims");
