import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import {
  BARCODE_FORMATS,
  CUSTOM_FIELD_TYPES,
  DEFAULT_BARCODE_FORMAT,
  PROGRAM_SCHEMAS,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
  SCAN_MIN_GAP_MINUTES,
  SCANNER_TYPES,
  SCANS_PER_DAY_MAX,
} from "@/lib/schemas/program";

const customFieldSchema = new Schema(
  {
    name: { type: String, required: true },
    type: { type: String, enum: CUSTOM_FIELD_TYPES, default: "text" },
    displayName: { type: String, default: null },
    defaultValue: { type: String, default: null },
    options: { type: [String], default: undefined },
    points: { type: Number, default: null },
    required: { type: Boolean, default: false },
  },
  { _id: false },
);

const tierSchema = new Schema(
  { name: { type: String, required: true }, minLifetimePoints: { type: Number, required: true } },
  { _id: false },
);

const optionalString = { type: String, default: null };
const optionalNumber = { type: Number, default: null };
const optionalBoolean = { type: Boolean, default: null };

const programSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    passTypeIdentifier: { type: String, required: true },
    name: { type: String, required: true },
    /** The API's `schema` field; `schema` itself is reserved by mongoose (it is the document's Schema). */
    programSchema: { type: String, enum: PROGRAM_SCHEMAS, required: true },
    programType: { type: String, enum: PROGRAM_TYPES, required: true },
    description: optionalString,
    language: optionalString,
    country: optionalString,
    /** Issue 27: the IANA zone the passes read dates in (decision 030); null: UTC. */
    timeZone: optionalString,
    company: optionalString,
    address: optionalString,
    website: optionalString,
    email: optionalString,
    phone: optionalString,
    terms: optionalString,
    /** Issue 28: shown on the member's card page. */
    openingHours: optionalString,
    privacyUrl: optionalString,
    pointsAddEmail: optionalNumber,
    pointsAddPhone: optionalNumber,
    pointsInstallPass: optionalNumber,
    pointsScanPass: optionalNumber,
    dynamicScanPoints: optionalBoolean,
    pointsReferral: optionalNumber,
    referralRequiredPoints: optionalNumber,
    /** Issue 29 (decision 049): days until earned points expire; null: never. */
    pointsExpiryDays: optionalNumber,
    scannerType: { type: String, enum: [...SCANNER_TYPES, null], default: null },
    /** Issue 28 (decision 036). Rows stored before it have none: they read as the defaults (scanRulesOf). */
    scanMinGapMinutes: { type: Number, default: SCAN_MIN_GAP_MINUTES.default },
    scansPerDayMax: { type: Number, default: SCANS_PER_DAY_MAX.default },
    /** Issue 28 (decision 046): gift cards redeem only with their security code. Rows before it: false. */
    requireSecurityCode: { type: Boolean, default: false },
    customPointsChangeMessage: optionalString,
    disableCustomPointsChangeMessage: optionalBoolean,
    customPointName: optionalString,
    customPointsName: optionalString,
    /** Issue 28: `{ de: { customPointsName, description, … } }`, the texts per language; null: the base fields only. */
    translations: { type: Schema.Types.Mixed, default: null },
    customFields: { type: [customFieldSchema], default: [] },
    requiredFields: { type: [String], default: [] },
    /** Issue 16: ascending by `minLifetimePoints`; programs stored before it have none. */
    tiers: { type: [tierSchema], default: [] },
    /** Issue 27. Rows stored before it have none: they read as QR (barcodeFormatOf). */
    barcodeFormat: { type: String, enum: BARCODE_FORMATS, default: DEFAULT_BARCODE_FORMAT },
    /** Issue 18: the pass template its passes wear (lib/services/templates/program-template.ts). */
    templateId: { type: Schema.Types.ObjectId, ref: "Template", default: null },
    /** Issue 30: the merchant's locations on the program's passes (Apple `locations`, Google `locations`). */
    locationIds: { type: [{ type: Schema.Types.ObjectId }], default: [] },
    retention_period_days: { type: Number, required: true },
    /** Issue 11. Rows stored before it have no status: they read as active. */
    status: { type: String, enum: PROGRAM_STATUSES, default: "active" },
    archivedAt: { type: Date, default: null },
    /** Soft delete (issue 9, every program type since issue 11): hidden at once, purged after `retention_period_days`. */
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);

programSchema.index({ merchantId: 1, createdAt: -1 });

export type ProgramDocument = InferSchemaType<typeof programSchema>;
export const Program: Model<ProgramDocument> =
  (models.Program as Model<ProgramDocument> | undefined) ?? model("Program", programSchema);
