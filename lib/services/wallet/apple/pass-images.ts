import path from "node:path";
import sharp from "sharp";
import { PassImage } from "@/lib/db/models/pass-image";
import { appleFileName, type PassImageResolution, RESOLUTION_SCALE } from "@/lib/passes/image-rules";
import { readImageData } from "@/lib/services/pass-images/image-data";

// Image bytes rows never change (a replaced image is a new row, decision 007), so a pass built again reads them
// from memory: a template's images are the largest part of every pass and the same for all of its members.
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

async function imageBytes(merchantId: string, dataId: unknown): Promise<Buffer | null> {
  const key = `${merchantId}:${String(dataId)}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key); // most recently used last
    cache.set(key, cached);
    return cached;
  }
  const bytes = await readImageData(merchantId, dataId);
  if (!bytes || bytes.length > CACHE_MAX_BYTES / 8) return bytes;
  cache.set(key, bytes);
  cachedBytes += bytes.length;
  for (const [oldest, buffer] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= buffer.length;
  }
  return bytes;
}

/** One of a template's images: its file name in the pass and the (immutable) row holding its bytes. */
export type TemplateImageSlot = { fileName: string; dataId: string };

/** The template's image slots, as they are now. */
export async function templateImageSlots({
  merchantId,
  templateId,
}: {
  merchantId: string;
  templateId: string;
}): Promise<TemplateImageSlot[]> {
  const slots = await PassImage.find(
    { merchantId, templateId },
    { type: 1, resolution: 1, dataId: 1 },
  ).lean();
  return slots.map((slot) => ({
    fileName: appleFileName(slot.type, slot.resolution),
    dataId: String(slot.dataId),
  }));
}

/** The slots' images under Apple's file names (logo.png, logo@2x.png …), their bytes from memory when kept. */
export async function imageFilesOf(
  merchantId: string,
  slots: TemplateImageSlot[],
): Promise<Record<string, Buffer>> {
  const files = await Promise.all(
    slots.map(async (slot) => {
      const bytes = await imageBytes(merchantId, slot.dataId);
      return bytes ? ([slot.fileName, bytes] as const) : null;
    }),
  );
  return Object.fromEntries(files.filter((file) => file !== null));
}

/** Every image the template has, at each resolution, under Apple's file names (logo.png, logo@2x.png …). */
export async function templateImageFiles(owner: {
  merchantId: string;
  templateId: string;
}): Promise<Record<string, Buffer>> {
  return imageFilesOf(owner.merchantId, await templateImageSlots(owner));
}

/** A derived @1x icon per source image (the source buffers are the cache's, so this follows its lifetime). */
const derivedIcons = new WeakMap<Buffer, Promise<Buffer>>();

function derivedIcon(source: Buffer, scale: number): Promise<Buffer> {
  let derived = derivedIcons.get(source);
  if (!derived) {
    derived = (async () => {
      const { width = 0, height = 0 } = await sharp(source).metadata();
      const size = (pixels: number) => Math.max(1, Math.round(pixels / scale));
      return sharp(source).resize(size(width), size(height), { fit: "fill" }).png().toBuffer();
    })();
    derived.catch(() => derivedIcons.delete(source));
    derivedIcons.set(source, derived);
  }
  return derived;
}

/**
 * Apple's package format requires `icon.png` (the @1x file; the others are optional). A design whose icon was
 * uploaded at @2x or @3x only gets its @1x scaled down from the largest; a design with no icon at all carries
 * the service's.
 */
export async function withIcon(files: Record<string, Buffer>): Promise<Record<string, Buffer>> {
  if (files["icon.png"]) return files;
  const largest = (["ultra", "high"] as const).find((resolution) => files[appleFileName("icon", resolution)]);
  if (!largest) return { ...(await serviceIconFiles()), ...files };
  const source = files[appleFileName("icon", largest)] as Buffer;
  return { ...files, "icon.png": await derivedIcon(source, RESOLUTION_SCALE[largest]) };
}

const ICON_POINTS = 29;
let serviceIcons: Promise<Record<string, Buffer>> | undefined;

/**
 * Wallet requires an icon (notifications, the lock screen): a pass whose template has none, and the default
 * design, carry the service's own icon at 29 points, @1x to @3x.
 */
export function serviceIconFiles(): Promise<Record<string, Buffer>> {
  serviceIcons ??= (async () => {
    const source = path.join(process.cwd(), "public/icons/icon-192.png");
    const resolutions: PassImageResolution[] = ["normal", "high", "ultra"];
    const icons = await Promise.all(
      resolutions.map(async (resolution) => {
        const size = ICON_POINTS * RESOLUTION_SCALE[resolution];
        const png = await sharp(source).resize(size, size).png().toBuffer();
        return [appleFileName("icon", resolution), png] as const;
      }),
    );
    return Object.fromEntries(icons);
  })();
  serviceIcons.catch(() => {
    serviceIcons = undefined;
  });
  return serviceIcons;
}
