import { model, models, Schema } from "mongoose";

// The bytes of one stored PNG, read only when the file itself is served. Written before the slot row points
// at it and deleted after the slot stops pointing at it, so a crash between two writes can leave a row that
// no slot references (unused bytes, never a broken image); no purge job exists for those yet.
const passImageDataSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    data: { type: Buffer, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

// Typed by mongoose's own inference: lean reads carry `data` as BSON Binary, not Buffer.
const createModel = () => model("PassImageData", passImageDataSchema);
type PassImageDataModel = ReturnType<typeof createModel>;
export const PassImageData: PassImageDataModel =
  (models.PassImageData as PassImageDataModel | undefined) ?? createModel();
