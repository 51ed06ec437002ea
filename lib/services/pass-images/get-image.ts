import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { notFound } from "@/lib/errors/api-error";
import type { PassImageResolution, PassImageType } from "@/lib/passes/image-rules";
import { readImageData } from "@/lib/services/pass-images/image-data";
import { type ImageOwner, ownerFilter } from "@/lib/services/pass-images/image-owner";
import { slotResolution } from "@/lib/services/pass-images/slot-rules";

export const IMAGE_NOT_FOUND = "Image not found";

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
  const data = image ? await readImageData(owner.merchantId, image.dataId) : null;
  if (!image || !data) throw notFound(IMAGE_NOT_FOUND);
  return { data, sha256: image.sha256, updatedAt: image.updatedAt };
}
