import { beforeAll, describe, expect, it } from "vitest";
import { POST as uploadCardImage } from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/card/images/[type]/route";
import { PUT as updateOffer } from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/route";
import { POST as createOffer } from "@/app/v2/loyalty/programs/[programId]/offers/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as uploadImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { PUT as updateTemplate } from "@/app/v2/templates/[templateId]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallResult, callRoute } from "@/lib/testing/call-route";
import { imageOf } from "@/lib/testing/images";
import { pickerOf, seededRandom } from "@/lib/testing/seeded-random";

// "No request a client can send produces a 500", for templates, offers and image uploads.
const CASES = 60;

const random = seededRandom(20261123);
const pick = pickerOf(random);

const VALUES: unknown[] = [
  "",
  "x",
  "😀",
  "\u0000",
  "#ffffff",
  "rgb(1,2,3)",
  "rgb(300,0,0)",
  "storeCard",
  "eventTicket",
  "2026-01-01T00:00:00Z",
  "0123456789abcdef01234567",
  0,
  -1,
  1.5,
  1e21,
  true,
  null,
  [],
  {},
  [{ key: "k", value: "v" }],
  [{ key: "k" }, { key: "k", value: "v" }, "x"],
];
const TEMPLATE_FIELDS = [
  "name",
  "passType",
  "programId",
  "backgroundColor",
  "logoText",
  "primaryFields",
  "headerFields",
  "transitType",
  "$set",
  "__proto__",
];
const OFFER_FIELDS = [
  "name",
  "startDate",
  "endDate",
  "pointsMin",
  "pointsMax",
  "value",
  "currency",
  "type",
  "pointsCost",
];

function mutated(valid: Record<string, unknown>, fields: string[]): string {
  if (random() < 0.1) return JSON.stringify(pick(VALUES)).slice(0, Math.floor(random() * 10));
  const body: Record<string, unknown> = { ...valid };
  for (let i = Math.ceil(random() * 3); i > 0; i--) {
    const key = pick([...Object.keys(valid), ...fields]);
    if (random() < 0.2) delete body[key];
    else body[key] = pick(VALUES);
  }
  return JSON.stringify(body);
}

const ACCEPTED = new Set([200, 201, 204, 400, 404, 409, 413, 422]);
function expectHandled(result: CallResult, label: string) {
  expect({ label, isAccepted: ACCEPTED.has(result.status) }).toEqual({ label, isAccepted: true });
  if (result.status >= 400) expect(result.data).toHaveProperty("detail");
}

let token: string;
let templateId: string;
let programId: string;
let offerId: string;

beforeAll(async () => {
  ({ token } = await merchantWithToken());
  templateId = (
    (await callRoute(createTemplate, { json: { name: "F", passType: "eventTicket" }, token })).data as {
      id: string;
    }
  ).id;
  programId = (
    (await callRoute(createProgram, { json: { passTypeIdentifier: "pass.f", name: "F" }, token })).data as {
      id: string;
    }
  ).id;
  offerId = (
    (await callRoute(createOffer, { params: { programId }, json: { name: "F" }, token })).data as {
      id: string;
    }
  ).id;
});

const json = { "content-type": "application/json" };

describe("generated input never produces a server error", () => {
  it("templates: create and update", async () => {
    for (let i = 0; i < CASES; i++) {
      const body = mutated({ name: "T", passType: "storeCard" }, TEMPLATE_FIELDS);
      expectHandled(
        await callRoute(createTemplate, { method: "POST", body, headers: json, token }),
        `create ${body}`,
      );
      const id = pick([templateId, "0123456789abcdef01234567", "x"]);
      expectHandled(
        await callRoute(updateTemplate, {
          method: "PUT",
          body,
          headers: json,
          token,
          params: { templateId: id },
        }),
        `update ${id} ${body}`,
      );
    }
  });

  it("offers: create and update", async () => {
    for (let i = 0; i < CASES; i++) {
      const body = mutated({ name: "O", pointsCost: 5 }, OFFER_FIELDS);
      expectHandled(
        await callRoute(createOffer, { method: "POST", body, headers: json, token, params: { programId } }),
        `create ${body}`,
      );
      expectHandled(
        await callRoute(updateOffer, {
          method: "PUT",
          body,
          headers: json,
          token,
          params: { programId, offerId },
        }),
        `update ${body}`,
      );
    }
  });

  it("image uploads: random parts, bytes, slots and query strings", async () => {
    const real = await imageOf(90, 90);
    const samples = [
      real,
      real.subarray(0, 40),
      Buffer.from("GIF89a"),
      Buffer.alloc(0),
      Buffer.from(real.toString("base64")),
    ];
    for (let i = 0; i < CASES; i++) {
      const form = new FormData();
      const part = pick(["image", "image", "file", "Image"]);
      if (random() < 0.8)
        form.set(part, new Blob([new Uint8Array(pick(samples))]), pick(["a.png", "", "x.exe"]));
      else form.set(part, String(pick(VALUES)));
      const params = {
        templateId: pick([templateId, templateId, "0123456789abcdef01234567", "zz"]),
        type: pick(["logo", "strip", "background", "thumbnail", "footer", "banner"]),
        resolution: pick(["normal", "high", "ultra", "4x"]),
      };
      const query = pick(["", "?derive=true", "?fit=contain", "?derive=maybe", "?fit=cover&derive=1"]);
      const label = `${JSON.stringify(params)} ${query} ${part}`;
      expectHandled(
        await callRoute(uploadImage, { path: `/v2/x${query}`, params, formData: form, token }),
        label,
      );
      const cardParams = { programId, offerId: pick([offerId, "zz"]), type: params.type };
      expectHandled(
        await callRoute(uploadCardImage, {
          path: `/v2/x${query}`,
          params: cardParams,
          formData: form,
          token,
        }),
        `card ${label}`,
      );
    }
  });

  it("image uploads: malformed multipart bodies", async () => {
    for (const body of [
      "--x\r\nnot a part",
      "--x--",
      "garbage",
      '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
    ]) {
      const result = await callRoute(uploadImage, {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        params: { templateId, type: "logo", resolution: "normal" },
        token,
      });
      expectHandled(result, body);
    }
  });
});
