import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/**
 * A loyalty program's automations (issue 29, decision 050): one row per program, `_id` the program's id, written
 * whole by `PUT …/automations`. `hasEnabled` is top-level so the background job finds the programs with work by
 * equality; `welcomeEnabledAt` is when the welcome was last switched on — it greets members who joined from then on,
 * not a program's whole past.
 */
const programAutomationSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    hasEnabled: { type: Boolean, required: true },
    welcomeEnabledAt: { type: Date, default: null },
    welcome: { type: Schema.Types.Mixed, required: true },
    birthday: { type: Schema.Types.Mixed, required: true },
    winBack: { type: Schema.Types.Mixed, required: true },
    pointsExpiring: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, minimize: false },
);

programAutomationSchema.index({ hasEnabled: 1 });

export type ProgramAutomationDocument = InferSchemaType<typeof programAutomationSchema>;
export const ProgramAutomation: Model<ProgramAutomationDocument> =
  (models.ProgramAutomation as Model<ProgramAutomationDocument> | undefined) ??
  model("ProgramAutomation", programAutomationSchema, "program_automations");
