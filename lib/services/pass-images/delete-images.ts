import { notFound } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import type { PassImageResolution, PassImageType } from "@/lib/passes/image-rules";
import { IMAGE_NOT_FOUND } from "@/lib/services/pass-images/get-image";
import { type ImageOwner, ownerFilter } from "@/lib/services/pass-images/image-owner";
import { slotResolution } from "@/lib/services/pass-images/slot-rules";

/** One slot (404 when empty). */
export async function deleteImage({
  owner,
  type,
  resolution,
}: {
  owner: ImageOwner;
  type: PassImageType;
  resolution?: PassImageResolution;
}): Promise<void> {
  await connectToDatabase();
  const result = await PassImage.deleteOne({
    ...ownerFilter(owner),
    type,
    resolution: slotResolution(owner, resolution),
  });
  if (result.deletedCount === 0) throw notFound(IMAGE_NOT_FOUND);
}

/** Every image of a type, or all of the owner's images; deleting nothing is not an error. */
export async function deleteImages({ owner, type }: { owner: ImageOwner; type?: PassImageType }) {
  await connectToDatabase();
  const result = await PassImage.deleteMany({ ...ownerFilter(owner), ...(type && { type }) });
  return { deleted: result.deletedCount };
}
