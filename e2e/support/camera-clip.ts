import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import QRCode from "qrcode";
import sharp from "sharp";

/**
 * A fake camera for Chromium: `--use-file-for-fake-video-capture=<file>.y4m` plays the clip in a loop as the
 * camera's picture. Chromium opens the file when a page starts the camera (getUserMedia), not at launch, so a
 * spec launches with a fixed path (`fakeCameraArgs`) and writes the clip it needs just before (`writeQrClip`).
 * Written by hand (no ffmpeg on CI): YUV4MPEG2, 4:2:0 full-range ("C420jpeg") frames, Y then U then V.
 */
export const CLIP_SIZE = { width: 640, height: 480 } as const;
const FRAMES = 5;

/**
 * The clip file of one spec in this worker: workers run side by side, and each one's Chromium must play the clip
 * its own test wrote (a worker's parallel index is never used by two running workers at once).
 */
export const workerClipPath = (name: string) =>
  path.resolve(
    __dirname,
    "..",
    "..",
    "test-results",
    `${name}-${process.env.TEST_PARALLEL_INDEX ?? "0"}.y4m`,
  );

/** The launch arguments for a Chromium whose camera shows `clipPath` (added to the config's own arguments). */
export const fakeCameraArgs = (clipPath: string) => [
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-video-capture=${clipPath}`,
];

const header = (width: number, height: number) => `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`;

/** One frame's planes from packed RGB (JPEG/BT.601 full range; chroma averaged over each 2×2 block). */
function yuv420(rgb: Buffer, width: number, height: number): Buffer {
  const luma = Buffer.alloc(width * height);
  const chromaWidth = width / 2;
  const u = Buffer.alloc((width * height) / 4);
  const v = Buffer.alloc((width * height) / 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const [r, g, b] = [rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0];
      luma[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let [sumU, sumV] = [0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const at = ((y + dy) * width + x + dx) * 3;
        const [r, g, b] = [rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0];
        sumU += 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
        sumV += 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      }
      const index = (y / 2) * chromaWidth + x / 2;
      u[index] = Math.max(0, Math.min(255, Math.round(sumU / 4)));
      v[index] = Math.max(0, Math.min(255, Math.round(sumV / 4)));
    }
  }
  return Buffer.concat([luma, u, v]);
}

/** A Y4M clip of `frames` identical frames from packed RGB of the clip's size. */
function clipOf(rgb: Buffer, { width, height } = CLIP_SIZE, frames = FRAMES): Buffer {
  const frame = Buffer.concat([Buffer.from("FRAME\n"), yuv420(rgb, width, height)]);
  return Buffer.concat([Buffer.from(header(width, height)), ...Array.from({ length: frames }, () => frame)]);
}

/**
 * Any image (PNG, JPEG, SVG, a page screenshot…) as a camera clip: fitted inside the frame with a white margin
 * (`fill` is the share of the frame's width and height it may take), on white. A square image takes `fill` of the
 * height; a wide one (a Code 128 or PDF417 code) up to `fill` of the width.
 */
export async function y4mFromImage(image: Buffer, { fill = 0.8 } = {}): Promise<Buffer> {
  const { width, height } = CLIP_SIZE;
  const fitted = await sharp(image, { density: 300 })
    .resize(Math.round(width * fill), Math.round(height * fill), { fit: "inside", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .toBuffer();
  const { data } = await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([{ input: fitted, gravity: "center" }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return clipOf(data);
}

/** A QR code of `text` (as a member's card shows it), rendered by the `qrcode` library, as a PNG. */
export const qrPng = (text: string) => QRCode.toBuffer(text, { type: "png", margin: 4, width: 400 });

/** Writes a clip of `text`'s QR code to `clipPath`: what the fake camera shows from the next getUserMedia on. */
export async function writeQrClip(clipPath: string, text: string): Promise<void> {
  mkdirSync(path.dirname(clipPath), { recursive: true });
  writeFileSync(clipPath, await y4mFromImage(await qrPng(text)));
}

/** A plain white clip, written synchronously: a valid file at the path before the browser is launched. */
export function writeBlankClip(clipPath: string): void {
  const { width, height } = CLIP_SIZE;
  mkdirSync(path.dirname(clipPath), { recursive: true });
  writeFileSync(clipPath, clipOf(Buffer.alloc(width * height * 3, 255)));
}
