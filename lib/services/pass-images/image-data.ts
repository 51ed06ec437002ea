import { PassImageData } from "@/lib/db/models/pass-image-data";

/** Lean reads hand back BSON Binary for Buffer fields. */
const toBuffer = (data: unknown): Buffer =>
  Buffer.isBuffer(data) ? data : Buffer.from((data as { buffer: Uint8Array }).buffer);

export async function insertImageData(merchantId: string, png: Buffer): Promise<string> {
  const created = await PassImageData.create({ merchantId, data: png });
  return String(created._id);
}

/** By _id alone (the cheap query), then the tenant in code. */
export async function readImageData(merchantId: string, dataId: unknown): Promise<Buffer | null> {
  const row = await PassImageData.findById(dataId).lean();
  if (!row || String(row.merchantId) !== merchantId) return null;
  return toBuffer(row.data);
}

/**
 * One delete by _id alone per row, in parallel: `$in`, or `_id` with another condition, makes FerretDB decode
 * every row of this (large) collection. The ids come from slot rows already scoped to the merchant.
 */
export async function deleteImageData(dataIds: unknown[]): Promise<void> {
  await Promise.all(dataIds.map((_id) => PassImageData.deleteOne({ _id })));
}
