import sharp from "sharp";

// Part of npm run bench: what the upload route adds on top of the image work itself. The route decodes,
// checks, re-encodes and stores a PNG; sharp's own decode+encode of the same image is the floor.

const WIDTH = 1125;
const HEIGHT = 432;
const ROUNDS = 15;

/** A photo-like strip (gradient plus noise), so PNG encoding does real work. */
async function stripImage(): Promise<Buffer> {
  const noise = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i % (WIDTH * 3)) / 14 + ((i * 2654435761) >>> 28);
  return sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm-up: code paths, the connection, libvips caches
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Needs MONGODB_URI (and AUTH_SECRET) set for the app's own connection. */
export async function benchImageUpload(): Promise<string> {
  const { POST } = await import("../app/v2/templates/[templateId]/images/[type]/[resolution]/route");
  const { merchantWithToken } = await import("../lib/testing/accounts");
  const { callRoute } = await import("../lib/testing/call-route");
  const { imageForm } = await import("../lib/testing/images");
  const { createTemplate } = await import("../lib/services/templates/create-template");
  const { createTemplateSchema } = await import("../lib/schemas/template");

  const account = await merchantWithToken("Bench Roasters");
  const template = await createTemplate({
    merchantId: account.merchantId,
    input: createTemplateSchema.parse({ name: "Bench", passType: "storeCard" }),
  });
  const image = await stripImage();
  const params = { templateId: template.id, type: "strip", resolution: "ultra" };

  const sharpMs = await median(() => sharp(image).png().toBuffer());
  const routeMs = await median(async () => {
    const response = await callRoute(POST, { params, formData: imageForm(image), token: account.token });
    if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${response.text}`);
  });
  // The floor the database sets for a replacement: insert the new PNG bytes, delete the replaced ones.
  const { PassImageData } = await import("../lib/db/models/pass-image-data");
  const storeMs = await median(async () => {
    const row = await PassImageData.create({ merchantId: account.merchantId, data: image });
    await PassImageData.deleteOne({ _id: row._id });
  });
  const ratio = routeMs / sharpMs;
  return [
    `${"image upload 1125×432 PNG via route (median)".padEnd(52)} ${routeMs.toFixed(1).padStart(8)} ms`,
    `${"sharp decode+encode of the same PNG (median)".padEnd(52)} ${sharpMs.toFixed(1).padStart(8)} ms`,
    `${"insert + delete of the same PNG bytes alone (median)".padEnd(52)} ${storeMs.toFixed(1).padStart(8)} ms`,
    `upload route / sharp ratio: ${ratio.toFixed(2)}× (goal ≤ 1.3×; ${image.length} bytes in); without storing the bytes: ${((routeMs - storeMs) / sharpMs).toFixed(2)}×`,
  ].join("\n");
}
