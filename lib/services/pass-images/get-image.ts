import { notFound } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import type { PassImageResolution, PassImageType } from "@/lib/passes/image-rules";
import { type ImageOwner, ownerFilter } from "@/lib/services/pass-images/image-owner";
import { slotResolution } from "@/lib/services/pass-images/slot-rules";

export const IMAGE_NOT_FOUND = "Image not found";

/** Lean reads hand back BSON Binary for Buffer fields. */
const toBuffer = (data: unknown): Buffer =>
  Buffer.isBuffer(data) ? data : Buffer.from((data as { buffer: Uint8Array }).buffer);

export type ImageFile = { data: Buffer; sha256: string; updatedAt: Date };

/** The stored PNG of one slot. */
export async function getImageFileOrThrow({
  owner,
  type,
  resolution,
}: {
  owner: ImageOwner;
  type: PassImageType;
  resolution?: PassImageResolution;
}): Promise<ImageFile> {
  await connectToDatabase();
  const image = await PassImage.findOne({
    ...ownerFilter(owner),
    type,
    resolution: slotResolution(owner, resolution),
  }).lean();
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return { data: toBuffer(image.data), sha256: image.sha256, updatedAt: image.updatedAt };
}
