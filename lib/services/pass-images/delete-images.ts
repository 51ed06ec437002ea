import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { notFound } from "@/lib/errors/api-error";
import type { PassImageResolution, PassImageType } from "@/lib/passes/image-rules";
import { whileDesignChanges } from "@/lib/services/pass-images/design-version";
import { IMAGE_NOT_FOUND } from "@/lib/services/pass-images/get-image";
import { deleteImageData } from "@/lib/services/pass-images/image-data";
import { type ImageOwner, ownerFilter } from "@/lib/services/pass-images/image-owner";
import { imagesChanged } from "@/lib/services/pass-images/images-changed";
import { slotResolution } from "@/lib/services/pass-images/slot-rules";

/** Slot rows first, then their bytes: a stop in between leaves only unreferenced bytes, never a broken slot. */
async function deleteRows(filter: Record<string, string>, merchantId: string): Promise<number> {
  const rows = await PassImage.find(filter).select("dataId").lean();
  await Promise.all(rows.map((row) => PassImage.deleteOne({ _id: row._id, merchantId })));
  await deleteImageData(rows.map((row) => row.dataId));
  return rows.length;
}

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
  const filter = { ...ownerFilter(owner), type, resolution: slotResolution(owner, resolution) };
  const deleted = await whileDesignChanges(owner, () => deleteRows(filter, owner.merchantId));
  if (deleted === 0) throw notFound(IMAGE_NOT_FOUND);
  await imagesChanged(owner);
}

/** Every image of a type, or all of the owner's images; deleting nothing is not an error. */
export async function deleteImages({ owner, type }: { owner: ImageOwner; type?: PassImageType }) {
  await connectToDatabase();
  const filter = { ...ownerFilter(owner), ...(type && { type }) };
  const deleted = await whileDesignChanges(owner, () => deleteRows(filter, owner.merchantId));
  if (deleted > 0) await imagesChanged(owner);
  return { deleted };
}

/** Every image of a template or an offer, by its tenant and owner key (used when the owner is deleted). */
export async function deleteAllImagesOf(
  filter: { merchantId: string; templateId: string } | { merchantId: string; offerId: string },
) {
  await connectToDatabase();
  return deleteRows(filter, filter.merchantId);
}
