import { deflateSync } from "node:zlib";
import sharp from "sharp";

type Format = "png" | "jpeg" | "webp";

/** A real image of the given size, filled with one colour (with a gradient-free body it stays tiny). */
export async function imageOf(width: number, height: number, format: Format = "png"): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } },
  });
  if (format === "jpeg") return image.jpeg().toBuffer();
  if (format === "webp") return image.webp().toBuffer();
  return image.png().toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming width×height (8-bit greyscale) and a few kilobytes of
 * compressed zeros. Decoding it would need width×height bytes of memory.
 */
export function pngBomb(width = 60_000, height = 60_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filter, no interlace
  const rows = deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The image part of an upload form. */
export function imageForm(bytes: Buffer, filename = "image.png", type = "image/png"): FormData {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
