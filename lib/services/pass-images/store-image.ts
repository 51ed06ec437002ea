import type { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { upsertRetryingRace } from "@/lib/db/upsert-race";
import { getEnv } from "@/lib/env";
import { payloadTooLarge } from "@/lib/errors/api-error";
import { unprocessable } from "@/lib/errors/unprocessable";
import { PASS_IMAGE_RESOLUTIONS, type PassImageResolution, RESOLUTION_SCALE } from "@/lib/passes/image-rules";
import {
  decodeToPng,
  downscalePng,
  ImageRejectedError,
  type ProcessedImage,
} from "@/lib/passes/process-image";
import type { UploadedFileValue } from "@/lib/schemas/fields";
import type { ImageUploadQuery, PassImageDto, passImageUploadResponseSchema } from "@/lib/schemas/pass-image";
import { whileDesignChanges } from "@/lib/services/pass-images/design-version";
import { deleteImageData, insertImageData } from "@/lib/services/pass-images/image-data";
import { toPassImageDto } from "@/lib/services/pass-images/image-dto";
import { type ImageOwner, ownerFilter } from "@/lib/services/pass-images/image-owner";
import { imagesChanged } from "@/lib/services/pass-images/images-changed";
import {
  assertDimensions,
  assertTypeAllowed,
  ruleKindOf,
  type Slot,
  slotBox,
  slotResolution,
} from "@/lib/services/pass-images/slot-rules";

/** The upload's answer: the type follows the documented response schema. */
export type StoredImageResult = z.output<typeof passImageUploadResponseSchema>;

async function decodeUpload(file: UploadedFileValue, fitWithin?: { width: number; height: number }) {
  // The body limit leaves room for multipart framing; the file itself gets the exact limit.
  const limit = getEnv().IMAGE_MAX_BYTES;
  if (file.bytes.length > limit) throw payloadTooLarge(limit);
  try {
    return await decodeToPng({ bytes: Buffer.from(file.bytes), fitWithin });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw unprocessable(["body", "image"], error.message);
    throw error;
  }
}

/**
 * Stores the PNG, then points the slot at it in one single-document write (the replacement is atomic: a
 * reader sees the old image or the new one), then drops the old bytes.
 */
async function writeSlot(
  owner: ImageOwner,
  slot: Slot,
  image: ProcessedImage,
  isDerived = false,
): Promise<PassImageDto> {
  const filter = { ...ownerFilter(owner), type: slot.type, resolution: slot.resolution };
  const dataId = await insertImageData(owner.merchantId, image.png);
  const fields = {
    ...filter,
    templateId: owner.kind === "template" ? owner.templateId : null,
    offerId: owner.kind === "offer" ? owner.offerId : null,
    programId: owner.kind === "offer" ? owner.programId : null,
    width: image.width,
    height: image.height,
    contentType: "image/png",
    bytes: image.png.length,
    sha256: image.sha256,
    dataId,
    isDerived,
  };
  const upsert = () =>
    PassImage.findOneAndUpdate(filter, { $set: fields }, { upsert: true, returnDocument: "before" }).lean();
  // Two first uploads to an empty slot race on the unique index; the loser's upsert becomes an update.
  const previous = await upsertRetryingRace(upsert);
  if (previous?.dataId) await deleteImageData([previous.dataId]);
  const stored = await PassImage.findOne(filter).lean();
  if (!stored) throw new Error("the image row vanished right after it was written");
  return toPassImageDto(stored);
}

/** The lower resolutions of this type holding an image the merchant uploaded: a derived one never replaces them. */
async function uploadedResolutions(owner: ImageOwner, type: Slot["type"]): Promise<Set<string>> {
  const rows = await PassImage.find({ ...ownerFilter(owner), type }, { resolution: 1, isDerived: 1 }).lean();
  return new Set(rows.filter((row) => row.isDerived !== true).map((row) => row.resolution));
}

/**
 * The lower resolutions of an @2x/@3x upload, each downscaled from the decoded upload and checked too; slots
 * holding an uploaded image are left out.
 */
async function deriveLower(owner: ImageOwner, slot: Slot, image: ProcessedImage) {
  const scale = RESOLUTION_SCALE[slot.resolution];
  const kept = await uploadedResolutions(owner, slot.type);
  const lower = PASS_IMAGE_RESOLUTIONS.filter(
    (resolution) => RESOLUTION_SCALE[resolution] < scale && !kept.has(resolution),
  );
  const kind = ruleKindOf(owner, slot.type);
  const derived: { slot: Slot; image: ProcessedImage }[] = [];
  for (const resolution of lower as PassImageResolution[]) {
    const factor = RESOLUTION_SCALE[resolution] / scale;
    const width = Math.max(1, Math.round(image.width * factor));
    const height = Math.max(1, Math.round(image.height * factor));
    const lowerSlot = { type: slot.type, resolution };
    assertDimensions(kind, lowerSlot, width, height);
    derived.push({ slot: lowerSlot, image: await downscalePng(image.png, width, height) });
  }
  return derived;
}

/**
 * Validates an upload against its slot (type allowed for the kind, decodable, size) and stores it as PNG.
 * Everything is checked before the first write, so a rejected upload leaves every stored image as it was.
 */
export async function storeImage({
  owner,
  slot: requested,
  file,
  query,
}: {
  owner: ImageOwner;
  slot: Omit<Slot, "resolution"> & { resolution?: PassImageResolution };
  file: UploadedFileValue;
  query: ImageUploadQuery;
}): Promise<StoredImageResult> {
  const slot: Slot = { type: requested.type, resolution: slotResolution(owner, requested.resolution) };
  const kind = ruleKindOf(owner, slot.type);
  await connectToDatabase();
  await assertTypeAllowed(owner, slot.type);
  const image = await decodeUpload(file, query.fit === "contain" ? slotBox(kind, slot) : undefined);
  assertDimensions(kind, slot, image.width, image.height);
  // Issue 28: deriving is the default, so one upload per type fills the lower slots (`?derive=false`: this one only).
  const isDeriving = query.derive && owner.kind === "template";
  const derived = isDeriving ? await deriveLower(owner, slot, image) : [];
  const { stored, lower } = await whileDesignChanges(owner, async () => ({
    stored: await writeSlot(owner, slot, image),
    lower: await Promise.all(derived.map((item) => writeSlot(owner, item.slot, item.image, true))),
  }));
  await imagesChanged(owner);
  return owner.kind === "template" ? { ...stored, derived: lower } : stored;
}
