import { createHash } from "node:crypto";
import sharp from "sharp";
import { ACCEPTED_IMAGE_FORMATS, MAX_INPUT_PIXELS } from "@/lib/passes/image-rules";

/** An upload that is not an acceptable image; the message is for the merchant. */
export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

export type ProcessedImage = { png: Buffer; width: number; height: number; sha256: string };

// Untrusted input: refuse anything libvips only warns about (truncation, bad CRCs) and cap the decoded size.
const INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" } as const;

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function readHeader(bytes: Buffer) {
  try {
    // Reads the header only (no pixel limit yet, so the answer can name the size); a decompression bomb is
    // refused from these numbers without decoding a pixel.
    return await sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError("The file is not a PNG, JPEG or WebP image");
  }
}

/**
 * Decodes an upload whatever its name or declared type claims, and re-encodes it as a PNG without metadata.
 * `fitWithin` downscales (never enlarges) to fit a box, keeping the aspect ratio.
 */
export async function decodeToPng({
  bytes,
  fitWithin,
}: {
  bytes: Buffer;
  fitWithin?: { width: number; height: number };
}): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejectedError("The image file is empty");
  const header = await readHeader(bytes);
  if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(header.format ?? "")) {
    throw new ImageRejectedError(
      `The file is a ${header.format ?? "unknown"} image; upload a PNG, JPEG or WebP image`,
    );
  }
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(
      `The image is ${width}×${height} pixels, more than the limit of ${MAX_INPUT_PIXELS.toLocaleString("en")} pixels`,
    );
  }
  let pipeline = sharp(bytes, INPUT_OPTIONS).autoOrient();
  if (fitWithin) pipeline = pipeline.resize({ ...fitWithin, fit: "inside", withoutEnlargement: true });
  try {
    const { data, info } = await pipeline.png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height, sha256: sha256Of(data) };
  } catch {
    throw new ImageRejectedError("The image could not be decoded; the file may be truncated or damaged");
  }
}

/** A smaller copy of a stored PNG, e.g. @2x and @1x from an @3x upload. */
export async function downscalePng(png: Buffer, width: number, height: number): Promise<ProcessedImage> {
  const { data, info } = await sharp(png, INPUT_OPTIONS)
    .resize({ width, height, fit: "fill" })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, sha256: sha256Of(data) };
}
