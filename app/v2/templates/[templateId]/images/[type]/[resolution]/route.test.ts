import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listImages } from "@/app/v2/templates/[templateId]/images/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { PassImageData } from "@/lib/db/models/pass-image-data";
import {
  PASS_IMAGE_RESOLUTIONS,
  PASS_IMAGE_TYPES,
  PASS_KINDS,
  type PassImageResolution,
  type PassImageType,
  type PassKind,
  pixelRule,
  SUPPORTED_IMAGE_TYPES,
} from "@/lib/passes/image-rules";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { imageForm, imageOf, pngBomb } from "@/lib/testing/images";
import { DELETE, GET, POST } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Slot = { templateId: string; type: string; resolution: string };
type ImageData = { id: string; width: number; height: number; sha256: string; bytes: number; url: string };
type Detail = { detail: { type: string; loc: (string | number)[]; msg: string; input: unknown }[] };

let owner: Account;
let stranger: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Image Owner");
  stranger = await merchantWithToken("Someone Else");
});

async function newTemplate(passType: PassKind, account = owner): Promise<string> {
  const created = await callRoute(createTemplate, {
    json: { name: `T ${passType}`, passType },
    token: account.token,
  });
  expect(created.status).toBe(201);
  return (created.data as { id: string }).id;
}

const pathOf = (slot: Slot, query = "") =>
  `/v2/templates/${slot.templateId}/images/${slot.type}/${slot.resolution}${query}`;

function upload(
  slot: Slot,
  bytes: Buffer,
  options: { query?: string; token?: string; filename?: string; type?: string } = {},
) {
  return callRoute(POST, {
    method: "POST",
    path: pathOf(slot, options.query),
    params: slot,
    formData: imageForm(bytes, options.filename, options.type),
    token: options.token ?? owner.token,
  });
}

const getImage = (slot: Slot, headers?: Record<string, string>, token = owner.token) =>
  GET(
    new Request(`http://localhost${pathOf(slot)}`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    }),
    {
      params: Promise.resolve(slot),
    },
  );

/** The largest image the slot takes. */
function maxSize(kind: PassKind, type: PassImageType, resolution: PassImageResolution) {
  const rule = pixelRule(kind, type, resolution);
  if (!rule) throw new Error(`no rule for ${kind} ${type}`);
  return rule;
}

describe("every pass kind × every image type", () => {
  for (const kind of PASS_KINDS) {
    it(`${kind}: supported types store (200), the others are refused at the path (422)`, async () => {
      for (const type of PASS_IMAGE_TYPES) {
        const templateId = await newTemplate(kind);
        const slot = { templateId, type, resolution: "normal" };
        const isSupported = SUPPORTED_IMAGE_TYPES[kind].includes(type);
        const rule = isSupported ? maxSize(kind, type, "normal") : { maxWidth: 30, maxHeight: 30 };
        const response = await upload(slot, await imageOf(rule.maxWidth, rule.maxHeight));
        expect({ type, status: response.status }).toEqual({ type, status: isSupported ? 200 : 422 });
        if (isSupported) {
          expect(response.data).toMatchObject({
            templateId,
            type,
            resolution: "normal",
            width: rule.maxWidth,
            height: rule.maxHeight,
            contentType: "image/png",
            fileName: `${type}.png`,
            url: pathOf(slot),
          });
        } else {
          const item = (response.data as Detail).detail[0];
          expect(item).toMatchObject({ type: "value_error", loc: ["path", "type"], input: type });
          for (const supported of SUPPORTED_IMAGE_TYPES[kind]) expect(item?.msg).toContain(supported);
        }
      }
    });
  }
});

describe("size limits at the edge and one pixel past it", () => {
  for (const kind of PASS_KINDS) {
    it(`${kind}: every type and resolution`, async () => {
      const templateId = await newTemplate(kind);
      for (const type of SUPPORTED_IMAGE_TYPES[kind]) {
        if (kind === "eventTicket" && type !== "strip") continue; // strip excludes the others; see below
        for (const resolution of PASS_IMAGE_RESOLUTIONS) {
          const slot = { templateId, type, resolution };
          const { maxWidth, maxHeight } = maxSize(kind, type, resolution);
          const label = `${type} ${resolution}`;
          expect([label, (await upload(slot, await imageOf(maxWidth, maxHeight))).status]).toEqual([
            label,
            200,
          ]);
          const wider = await upload(slot, await imageOf(maxWidth + 1, maxHeight));
          expect([label, wider.status]).toEqual([label, 422]);
          expect((wider.data as Detail).detail[0]).toMatchObject({
            loc: ["body", "image"],
            type: "value_error",
          });
          expect((wider.data as Detail).detail[0]?.msg).toContain(`${maxWidth}×${maxHeight}`);
          const taller = await upload(slot, await imageOf(maxWidth, maxHeight + 1));
          expect([label, taller.status]).toEqual([label, 422]);
        }
      }
    });
  }

  it("event ticket background and thumbnail at every resolution", async () => {
    const templateId = await newTemplate("eventTicket");
    for (const type of ["background", "thumbnail"] as const) {
      for (const resolution of PASS_IMAGE_RESOLUTIONS) {
        const slot = { templateId, type, resolution };
        const { maxWidth, maxHeight } = maxSize("eventTicket", type, resolution);
        expect((await upload(slot, await imageOf(maxWidth, maxHeight))).status).toBe(200);
        expect((await upload(slot, await imageOf(maxWidth + 1, maxHeight))).status).toBe(422);
        expect((await upload(slot, await imageOf(maxWidth, maxHeight + 1))).status).toBe(422);
      }
    }
  });

  it("states Apple's sizes: store-card strip @3x 1125×432, event-ticket strip @2x 750×196, icon @1x 29–38", async () => {
    expect(maxSize("storeCard", "strip", "ultra")).toMatchObject({ maxWidth: 1125, maxHeight: 432 });
    expect(maxSize("eventTicket", "strip", "high")).toMatchObject({ maxWidth: 750, maxHeight: 196 });
    expect(maxSize("boardingPass", "footer", "normal")).toMatchObject({ maxWidth: 286, maxHeight: 15 });
    expect(maxSize("generic", "icon", "normal")).toMatchObject({ minWidth: 29, maxWidth: 38 });
  });

  it("refuses an icon below 29 points and accepts one at 29", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "icon", resolution: "high" };
    expect((await upload(slot, await imageOf(58, 58))).status).toBe(200);
    const small = await upload(slot, await imageOf(57, 58));
    expect(small.status).toBe(422);
    expect((small.data as Detail).detail[0]?.msg).toContain("from 58×58 to 76×76");
  });

  it("keeps a thumbnail's width:height between 2:3 and 3:2", async () => {
    const templateId = await newTemplate("generic");
    const slot = { templateId, type: "thumbnail", resolution: "normal" };
    expect((await upload(slot, await imageOf(60, 90))).status).toBe(200);
    expect((await upload(slot, await imageOf(90, 60))).status).toBe(200);
    expect((await upload(slot, await imageOf(59, 90))).status).toBe(422);
    const wide = await upload(slot, await imageOf(90, 59));
    expect(wide.status).toBe(422);
    expect((wide.data as Detail).detail[0]?.msg).toContain("2:3 and 3:2");
  });
});

describe("event ticket: a strip excludes background and thumbnail", () => {
  it("refuses a background or thumbnail once a strip exists", async () => {
    const templateId = await newTemplate("eventTicket");
    expect(
      (await upload({ templateId, type: "strip", resolution: "normal" }, await imageOf(375, 98))).status,
    ).toBe(200);
    for (const type of ["background", "thumbnail"]) {
      const response = await upload({ templateId, type, resolution: "normal" }, await imageOf(90, 90));
      expect(response.status).toBe(422);
      expect((response.data as Detail).detail[0]).toMatchObject({
        loc: ["path", "type"],
        type: "value_error",
      });
      expect((response.data as Detail).detail[0]?.msg).toContain("strip");
    }
  });

  it("refuses a strip once a background or a thumbnail exists", async () => {
    for (const type of ["background", "thumbnail"]) {
      const templateId = await newTemplate("eventTicket");
      expect((await upload({ templateId, type, resolution: "normal" }, await imageOf(90, 90))).status).toBe(
        200,
      );
      const strip = await upload({ templateId, type: "strip", resolution: "high" }, await imageOf(750, 196));
      expect(strip.status).toBe(422);
      expect((strip.data as Detail).detail[0]?.msg).toContain(type);
    }
  });
});

describe("what is not an acceptable image", () => {
  let slot: Slot;
  beforeAll(async () => {
    slot = { templateId: await newTemplate("storeCard"), type: "logo", resolution: "normal" };
  });

  const expectImageError = (response: { status: number; data: unknown }, text: string) => {
    expect(response.status).toBe(422);
    const item = (response.data as Detail).detail[0];
    expect(item).toMatchObject({ type: "value_error", loc: ["body", "image"] });
    expect(item?.msg).toContain(text);
  };

  it("refuses bytes that are not an image, whatever the name and type claim", async () => {
    expectImageError(
      await upload(slot, Buffer.from("definitely not a PNG"), { filename: "logo.png" }),
      "not a PNG",
    );
  });

  it("refuses an empty file", async () => {
    expectImageError(await upload(slot, Buffer.alloc(0)), "empty");
  });

  it("refuses a truncated PNG", async () => {
    const whole = await sharp({
      create: { width: 150, height: 50, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expectImageError(await upload(slot, whole.subarray(0, Math.floor(whole.length / 2))), "truncated");
  });

  it("refuses a GIF even though it decodes", async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expectImageError(await upload(slot, gif, { filename: "logo.png" }), "gif");
  });

  it("refuses a 60000×60000 PNG bomb from its header, without the memory to decode it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 5; i++) expectImageError(await upload(slot, bomb), "60000×60000");
    const grownBytes = process.memoryUsage().rss - before;
    // A decode would need 3.6 GB; a generous bound still tells "read the header" from "decoded".
    expect(grownBytes).toBeLessThan(200 * 1024 * 1024);
  });

  it("reports a missing image part like FastAPI", async () => {
    const form = new FormData();
    form.set("other", "x");
    const response = await callRoute(POST, {
      path: pathOf(slot),
      params: slot,
      formData: form,
      token: owner.token,
    });
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [{ type: "missing", loc: ["body", "image"], msg: "Field required", input: null }],
    });
  });

  it("reports a text field named image as not a file", async () => {
    const form = new FormData();
    form.set("image", "hello");
    const response = await callRoute(POST, {
      path: pathOf(slot),
      params: slot,
      formData: form,
      token: owner.token,
    });
    expect(response.status).toBe(422);
    expect((response.data as Detail).detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "image"],
    });
  });

  it("treats a JSON body as a form without the image part", async () => {
    const response = await callRoute(POST, {
      path: pathOf(slot),
      params: slot,
      json: { image: "x" },
      token: owner.token,
    });
    expect(response.status).toBe(422);
    expect((response.data as Detail).detail[0]).toMatchObject({ type: "missing", loc: ["body", "image"] });
  });

  it("answers enum and id errors of the path exactly", async () => {
    const bad = { templateId: "nope", type: "banner", resolution: "huge" };
    const response = await upload(bad, await imageOf(10, 10));
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [
        {
          type: "string_pattern_mismatch",
          loc: ["path", "templateId"],
          msg: "String should match pattern '^[0-9a-f]{24}$'",
          input: "nope",
          ctx: { pattern: "^[0-9a-f]{24}$" },
        },
        {
          type: "enum",
          loc: ["path", "type"],
          msg: "Input should be 'logo', 'icon', 'strip', 'footer', 'background' or 'thumbnail'",
          input: "banner",
          ctx: { expected: "'logo', 'icon', 'strip', 'footer', 'background' or 'thumbnail'" },
        },
        {
          type: "enum",
          loc: ["path", "resolution"],
          msg: "Input should be 'normal', 'high' or 'ultra'",
          input: "huge",
          ctx: { expected: "'normal', 'high' or 'ultra'" },
        },
      ],
    });
  });
});

describe("conversion, replacement and serving", () => {
  it("stores JPEG and WebP uploads as PNG", async () => {
    const templateId = await newTemplate("coupon");
    for (const format of ["jpeg", "webp"] as const) {
      const slot = { templateId, type: "strip", resolution: "normal" };
      const response = await upload(slot, await imageOf(300, 100, format), {
        filename: `strip.${format}`,
        type: `image/${format}`,
      });
      expect(response.status).toBe(200);
      const served = await getImage(slot);
      expect(served.headers.get("content-type")).toBe("image/png");
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: "png", width: 300, height: 100 });
      expect(bytes.length).toBe((response.data as ImageData).bytes);
    }
  });

  it("replaces the image in place: one image per slot", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "logo", resolution: "high" };
    const first = (await upload(slot, await imageOf(100, 40))).data as ImageData;
    const second = (await upload(slot, await imageOf(320, 100))).data as ImageData;
    expect(second.sha256).not.toBe(first.sha256);
    const listed = await callRoute(listImages, { params: { templateId }, token: owner.token });
    // One row per slot: the upload's and the @1x derived from it (replaced in place too).
    const items = (listed.data as { items: { resolution: string; width: number; height: number }[] }).items;
    expect(items.map((item) => [item.resolution, item.width, item.height]).sort()).toEqual([
      ["high", 320, 100],
      ["normal", 160, 50],
    ]);
  });

  it("keeps no bytes behind: a replacement drops the old PNG, a delete drops the last one", async () => {
    const solo = await merchantWithToken("Solo");
    const templateId = await newTemplate("storeCard", solo);
    const slot = { templateId, type: "logo", resolution: "normal" };
    const storedRows = () => PassImageData.countDocuments({ merchantId: solo.merchantId });
    await upload(slot, await imageOf(100, 40), { token: solo.token });
    await upload(slot, await imageOf(120, 40), { token: solo.token });
    expect(await storedRows()).toBe(1);
    await callRoute(DELETE, { method: "DELETE", params: slot, token: solo.token });
    expect(await storedRows()).toBe(0);
  });

  it("keeps the old image when a replacement fails", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "logo", resolution: "normal" };
    const stored = (await upload(slot, await imageOf(160, 50))).data as ImageData;
    expect((await upload(slot, await imageOf(161, 50))).status).toBe(422);
    expect((await upload(slot, Buffer.from("garbage"))).status).toBe(422);
    const served = await getImage(slot);
    expect(served.headers.get("etag")).toBe(`"${stored.sha256}"`);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 160,
      height: 50,
    });
  });

  it("serves the PNG with an ETag and answers 304 to If-None-Match", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "icon", resolution: "normal" };
    const stored = (await upload(slot, await imageOf(29, 29))).data as ImageData;
    const first = await getImage(slot);
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe(`"${stored.sha256}"`);
    expect(first.headers.get("cache-control")).toContain("no-cache");
    const again = await getImage(slot, { "if-none-match": `"${stored.sha256}"` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await getImage(slot, { "if-none-match": '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it("derives @2x and @1x from an @3x upload by default (issue 28), marked as derived", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "strip", resolution: "ultra" };
    const response = await upload(slot, await imageOf(1125, 432));
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ resolution: "ultra", isDerived: false });
    expect((response.data as { derived: unknown[] }).derived).toMatchObject([
      { resolution: "normal", width: 375, height: 144, isDerived: true },
      { resolution: "high", width: 750, height: 288, isDerived: true },
    ]);
    const listed = await callRoute(listImages, { params: { templateId }, token: owner.token });
    expect((listed.data as { items: unknown[] }).items).toHaveLength(3);
  });

  it("?derive=false stores the named slot only, as the original service does", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "strip", resolution: "ultra" };
    const response = await upload(slot, await imageOf(1125, 432), { query: "?derive=false" });
    expect(response.status).toBe(200);
    expect((response.data as { derived: unknown[] }).derived).toEqual([]);
    const listed = await callRoute(listImages, { params: { templateId }, token: owner.token });
    expect((listed.data as { items: { resolution: string }[] }).items.map((item) => item.resolution)).toEqual(
      ["ultra"],
    );
  });

  it("never replaces an uploaded lower resolution with a derived one; a derived one gives way to the next upload", async () => {
    const templateId = await newTemplate("storeCard");
    const high = { templateId, type: "logo", resolution: "high" };
    const ultra = { templateId, type: "logo", resolution: "ultra" };
    const uploadedHigh = (await upload(high, await imageOf(300, 90))).data as ImageData;
    const first = await upload(ultra, await imageOf(450, 150));
    expect(first.status).toBe(200);
    // @1x was derived from the @2x upload and now from the @3x one; the uploaded @2x stays as it was.
    expect(
      (first.data as { derived: { resolution: string }[] }).derived.map((item) => item.resolution),
    ).toEqual(["normal"]);
    const storedHigh = await getImage(high);
    expect(storedHigh.headers.get("etag")).toBe(`"${uploadedHigh.sha256}"`);
    const listed = await callRoute(listImages, { params: { templateId }, token: owner.token });
    const items = (listed.data as { items: (ImageData & { resolution: string; isDerived: boolean })[] })
      .items;
    expect(items.map((item) => [item.resolution, item.width, item.isDerived]).sort()).toEqual([
      ["high", 300, false],
      ["normal", 150, true],
      ["ultra", 450, false],
    ]);
    // An upload to the derived slot replaces it and is then the merchant's own.
    const own = await upload({ templateId, type: "logo", resolution: "normal" }, await imageOf(160, 50));
    expect(own.data).toMatchObject({ width: 160, isDerived: false });
    await upload(ultra, await imageOf(450, 150));
    const again = await callRoute(listImages, { params: { templateId }, token: owner.token });
    const normal = (again.data as { items: (ImageData & { resolution: string })[] }).items.find(
      (item) => item.resolution === "normal",
    );
    expect(normal).toMatchObject({ width: 160, isDerived: false });
  });

  it("downscales an oversized image to fit with ?fit=contain, keeping its aspect ratio", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "strip", resolution: "normal" };
    expect((await upload(slot, await imageOf(1500, 400))).status).toBe(422);
    const fitted = await upload(slot, await imageOf(1500, 400), { query: "?fit=contain" });
    expect(fitted.status).toBe(200);
    expect(fitted.data).toMatchObject({ width: 375, height: 100 });
  });

  it("deletes one image; GET then answers 404", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "logo", resolution: "normal" };
    await upload(slot, await imageOf(50, 50));
    const deleted = await callRoute(DELETE, { method: "DELETE", params: slot, token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await getImage(slot)).status).toBe(404);
    expect((await callRoute(DELETE, { method: "DELETE", params: slot, token: owner.token })).status).toBe(
      404,
    );
  });
});

describe("limits and scoping", () => {
  it("answers 413 from Content-Length before reading the body", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "logo", resolution: "normal" };
    const response = await callRoute(POST, {
      path: pathOf(slot),
      params: slot,
      body: "--x\r\n",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      token: owner.token,
    });
    expect(response.status).toBe(413);
    expect(response.data).toEqual({ detail: expect.stringContaining("exceeds the limit") });
  });

  it("cuts off a body without Content-Length once it passes the limit", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "logo", resolution: "normal" };
    const response = await upload(slot, Buffer.alloc(6 * 1024 * 1024, 7));
    expect(response.status).toBe(413);
  });

  it("answers 413 for a file over the limit even when its framing fits", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "logo", resolution: "normal" };
    const justOver = Buffer.alloc(5 * 1024 * 1024 + 100, 7);
    const response = await upload(slot, justOver);
    expect(response.status).toBe(413);
    expect((await getImage(slot)).status).toBe(404);
  });

  it("reports another merchant's template exactly like an unknown one, and stores nothing", async () => {
    const templateId = await newTemplate("storeCard");
    const slot = { templateId, type: "logo", resolution: "normal" };
    const foreign = await upload(slot, await imageOf(50, 50), { token: stranger.token });
    const unknown = await upload({ ...slot, templateId: "0123456789abcdef01234567" }, await imageOf(50, 50));
    expect(foreign.status).toBe(404);
    expect(foreign.data).toEqual(unknown.data);
    expect((await getImage(slot)).status).toBe(404);
    await upload(slot, await imageOf(50, 50));
    expect((await getImage(slot, {}, stranger.token)).status).toBe(404);
    expect((await callRoute(DELETE, { method: "DELETE", params: slot, token: stranger.token })).status).toBe(
      404,
    );
    expect((await getImage(slot)).status).toBe(200);
  });
});
