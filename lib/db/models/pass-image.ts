import { type InferSchemaType, model, models, Schema } from "mongoose";
import { PASS_IMAGE_RESOLUTIONS, PASS_IMAGE_TYPES } from "@/lib/passes/image-rules";

// One row per image slot: a template's (type, resolution), or an offer card's type. The PNG lives in the row
// (re-encoded, metadata stripped), so a pass can be assembled from one query per template.
const passImageSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    /** Set for template images; null for offer card images. */
    templateId: { type: Schema.Types.ObjectId, ref: "Template", default: null },
    /** Set for offer card images (with programId); null for template images. */
    offerId: { type: Schema.Types.ObjectId, ref: "Offer", default: null },
    programId: { type: Schema.Types.ObjectId, ref: "Program", default: null },
    type: { type: String, enum: PASS_IMAGE_TYPES, required: true },
    resolution: { type: String, enum: PASS_IMAGE_RESOLUTIONS, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    contentType: { type: String, required: true, default: "image/png" },
    bytes: { type: Number, required: true },
    sha256: { type: String, required: true },
    data: { type: Buffer, required: true },
  },
  { timestamps: true },
);

// One image per slot; every query starts with the tenant key and the owner (template or offer) as equalities.
passImageSchema.index(
  { merchantId: 1, templateId: 1, offerId: 1, type: 1, resolution: 1 },
  { unique: true, name: "one_image_per_slot" },
);

export type PassImageDocument = InferSchemaType<typeof passImageSchema>;
// Typed by mongoose's own inference: lean reads carry `data` as BSON Binary, not Buffer.
const createModel = () => model("PassImage", passImageSchema);
type PassImageModel = ReturnType<typeof createModel>;
export const PassImage: PassImageModel = (models.PassImage as PassImageModel | undefined) ?? createModel();
