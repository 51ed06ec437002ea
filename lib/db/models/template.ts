import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { PASS_KINDS } from "@/lib/passes/image-rules";
import { TRANSIT_TYPES } from "@/lib/schemas/template";

// Field names follow pass.json (organizationName, logoText, backgroundColor, headerFields…), so a signed
// Apple Wallet pass is this document plus barcode, serial and signature.
const passFieldSchema = new Schema(
  { key: { type: String, required: true }, label: { type: String, default: null }, value: String },
  { _id: false },
);

const optionalString = { type: String, default: null };
const fieldGroup = { type: [passFieldSchema], default: [] };

const templateSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    programId: { type: Schema.Types.ObjectId, ref: "Program", default: null },
    name: { type: String, required: true },
    passType: { type: String, enum: PASS_KINDS, required: true },
    organizationName: optionalString,
    description: optionalString,
    logoText: optionalString,
    backgroundColor: optionalString,
    foregroundColor: optionalString,
    labelColor: optionalString,
    transitType: { type: String, enum: [...TRANSIT_TYPES, null], default: null },
    headerFields: fieldGroup,
    primaryFields: fieldGroup,
    secondaryFields: fieldGroup,
    auxiliaryFields: fieldGroup,
    backFields: fieldGroup,
    /**
     * Decision 060: a new value on every change of the design (these fields, its image slots), which the passes'
     * cache of the design is keyed by; null on rows stored before it. `designWriter` names an image write in
     * progress (set before its first slot write, cleared after its last): while set, no process caches the design.
     */
    designVersion: { type: String, default: null },
    designWriter: { type: String, default: null },
  },
  { timestamps: true, minimize: false },
);

// Lists filter on merchantId equality (the tenant key) and sort newest first.
templateSchema.index({ merchantId: 1, createdAt: -1 });

export type TemplateDocument = InferSchemaType<typeof templateSchema>;
export const Template: Model<TemplateDocument> =
  (models.Template as Model<TemplateDocument> | undefined) ?? model("Template", templateSchema);
