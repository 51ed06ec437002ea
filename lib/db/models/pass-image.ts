import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { PASS_IMAGE_RESOLUTIONS, PASS_IMAGE_TYPES } from "@/lib/passes/image-rules";

// One small row per image slot: a template's (type, resolution), or an offer card's type. The PNG itself
// (re-encoded, metadata stripped) is a row of PassImageData, so listing a template's images never decodes
// megabytes, and replacing one is a switch of `dataId` in a single-document write.
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
    dataId: { type: Schema.Types.ObjectId, ref: "PassImageData", required: true },
    /**
     * Issue 28: true when the service scaled this image down from a higher resolution's upload; such a slot is
     * replaced by the next upload of that type, an image the merchant uploaded never is. Rows stored before: uploaded.
     */
    isDerived: { type: Boolean, default: false },
  },
  { timestamps: true },
);

// One image per slot; every query starts with the tenant key and the owner (template or offer) as equalities.
passImageSchema.index(
  { merchantId: 1, templateId: 1, offerId: 1, type: 1, resolution: 1 },
  { unique: true, name: "one_image_per_slot" },
);

// Offer card images: real MongoDB needs the offer right after the tenant key (template rows have offerId null).
passImageSchema.index({ merchantId: 1, offerId: 1 });

export type PassImageDocument = InferSchemaType<typeof passImageSchema>;
export const PassImage: Model<PassImageDocument> =
  (models.PassImage as Model<PassImageDocument> | undefined) ?? model("PassImage", passImageSchema);
