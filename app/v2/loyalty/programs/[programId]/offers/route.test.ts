import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { imageForm, imageOf } from "@/lib/testing/images";
import { POST as cancel } from "./[offerId]/cancel/route";
import { GET as getCardImage, POST as uploadCardImage } from "./[offerId]/card/images/[type]/route";
import { GET as listCardImages } from "./[offerId]/card/images/route";
import { POST as publish } from "./[offerId]/publish/route";
import { DELETE, GET, PUT } from "./[offerId]/route";
import { POST as create, GET as list } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Offer = { id: string; status: string };

let owner: Account;
let stranger: Account;
let programId: string;
let otherProgramId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Offer Owner");
  stranger = await merchantWithToken("Stranger");
  const newProgram = async (name: string) =>
    (
      (await callRoute(createProgram, { json: { passTypeIdentifier: "pass.o", name }, token: owner.token }))
        .data as { id: string }
    ).id;
  programId = await newProgram("Offers");
  otherProgramId = await newProgram("Other");
});

const params = (offerId: string, program = programId) => ({ programId: program, offerId });
const newOffer = async (json: Record<string, unknown> = {}) => {
  const response = await callRoute(create, {
    params: { programId },
    json: { name: "Free coffee", ...json },
    token: owner.token,
  });
  expect(response.status).toBe(201);
  const offer = response.data as Offer;
  expect(response.headers.get("location")).toBe(`/v2/loyalty/programs/${programId}/offers/${offer.id}`);
  return offer;
};
const call = (handler: typeof publish, offerId: string, token = owner.token) =>
  callRoute(handler, { method: "POST", params: params(offerId), token });

describe("offers", () => {
  it("creates a DRAFT with the original's fields and lists it under its program only", async () => {
    const offer = await newOffer({
      description: "One on us",
      pointsCost: 50,
      value: 3.5,
      currency: "EUR",
      type: "fixed",
      startDate: "2026-01-01T00:00:00Z",
      endDate: "2026-12-31T00:00:00Z",
    });
    expect(offer).toMatchObject({ status: "DRAFT", pointsCost: 50, value: 3.5, currency: "EUR", programId });
    const listed = await callRoute(list, { params: { programId }, token: owner.token });
    expect((listed.data as { items: Offer[] }).items.map((item) => item.id)).toContain(offer.id);
    const other = await callRoute(list, { params: { programId: otherProgramId }, token: owner.token });
    expect((other.data as { items: Offer[] }).items).toEqual([]);
    expect(
      (await callRoute(GET, { params: params(offer.id, otherProgramId), token: owner.token })).status,
    ).toBe(404);
  });

  it("validates fields and cross-field bounds", async () => {
    const bad = await callRoute(create, {
      params: { programId },
      json: { name: "", currency: "euro", type: "gift", pointsCost: -1 },
      token: owner.token,
    });
    expect(bad.status).toBe(422);
    expect((bad.data as { detail: { loc: string[] }[] }).detail.map((item) => item.loc[1])).toEqual([
      "name",
      "pointsCost",
      "currency",
      "type",
    ]);
    const dates = await callRoute(create, {
      params: { programId },
      json: { name: "x", startDate: "2026-02-01T00:00:00Z", endDate: "2026-01-01T00:00:00Z" },
      token: owner.token,
    });
    expect(dates.status).toBe(422);
    expect(dates.data).toMatchObject({ detail: [{ type: "value_error", loc: ["body", "endDate"] }] });
  });

  it("takes an ISO 4217 currency only: three capitals that are none is the enum 422", async () => {
    const refused = await callRoute(create, {
      params: { programId },
      json: { name: "x", currency: "QQQ" },
      token: owner.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({
      detail: [{ type: "enum", loc: ["body", "currency"], input: "QQQ" }],
    });
    const taken = await callRoute(create, {
      params: { programId },
      json: { name: "x", currency: "CHF" },
      token: owner.token,
    });
    expect(taken.data).toMatchObject({ currency: "CHF" });
  });

  it("moves DRAFT → LIVE → CANCELLED, and refuses the transitions that are not allowed with 409 codes", async () => {
    const offer = await newOffer();
    const cancelDraft = await call(cancel, offer.id);
    expect(cancelDraft.status).toBe(409);
    expect(cancelDraft.data).toEqual({
      detail: { code: "OFFER_NOT_PUBLISHED", message: expect.any(String) },
    });
    expect((await call(publish, offer.id)).data).toMatchObject({
      status: "LIVE",
      publishedAt: expect.any(String),
    });
    const again = await call(publish, offer.id);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ detail: { code: "OFFER_NOT_DRAFT" } });
    const deleteLive = await callRoute(DELETE, {
      method: "DELETE",
      params: params(offer.id),
      token: owner.token,
    });
    expect(deleteLive.status).toBe(409);
    expect(deleteLive.data).toMatchObject({ detail: { code: "OFFER_NOT_DRAFT" } });
    expect((await call(cancel, offer.id)).data).toMatchObject({ status: "CANCELLED" });
    expect((await call(cancel, offer.id)).data).toMatchObject({ detail: { code: "OFFER_CANCELLED" } });
    expect((await call(publish, offer.id)).data).toMatchObject({ detail: { code: "OFFER_CANCELLED" } });
    const edit = await callRoute(PUT, {
      method: "PUT",
      params: params(offer.id),
      json: { name: "Late" },
      token: owner.token,
    });
    expect(edit.status).toBe(409);
    expect((await callRoute(GET, { params: params(offer.id), token: owner.token })).data).toMatchObject({
      name: "Free coffee",
      status: "CANCELLED",
    });
  });

  it("publishes an offer that starts later as SCHEDULED, which can be cancelled", async () => {
    const offer = await newOffer({ startDate: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await call(publish, offer.id)).data).toMatchObject({ status: "SCHEDULED" });
    expect((await call(cancel, offer.id)).data).toMatchObject({ status: "CANCELLED" });
  });

  it("updates a draft partially and deletes it", async () => {
    const offer = await newOffer({ pointsCost: 10 });
    const updated = await callRoute(PUT, {
      method: "PUT",
      params: params(offer.id),
      json: { pointsCost: 20 },
      token: owner.token,
    });
    expect(updated.data).toMatchObject({ pointsCost: 20, name: "Free coffee" });
    expect(
      (await callRoute(DELETE, { method: "DELETE", params: params(offer.id), token: owner.token })).status,
    ).toBe(204);
    expect((await callRoute(GET, { params: params(offer.id), token: owner.token })).status).toBe(404);
  });

  it("answers 404 to another merchant for every operation, changing nothing", async () => {
    const offer = await newOffer();
    const token = stranger.token;
    expect((await callRoute(GET, { params: params(offer.id), token })).status).toBe(404);
    expect((await call(publish, offer.id, token)).status).toBe(404);
    expect((await callRoute(DELETE, { method: "DELETE", params: params(offer.id), token })).status).toBe(404);
    expect((await callRoute(list, { params: { programId }, token })).status).toBe(404);
    expect((await callRoute(create, { params: { programId }, json: { name: "x" }, token })).status).toBe(404);
    expect((await callRoute(GET, { params: params(offer.id), token: owner.token })).data).toMatchObject({
      status: "DRAFT",
    });
  });
});

describe("offer card images", () => {
  it("stores a card image as PNG at @3x, lists it and serves it; oversized and foreign uploads are refused", async () => {
    const offer = await newOffer();
    const slot = { ...params(offer.id), type: "strip" };
    const stored = await callRoute(uploadCardImage, {
      params: slot,
      formData: imageForm(await imageOf(1125, 432, "jpeg")),
      token: owner.token,
    });
    expect(stored.status).toBe(200);
    expect(stored.data).toMatchObject({
      offerId: offer.id,
      programId,
      templateId: null,
      type: "strip",
      resolution: "ultra",
      fileName: "strip@3x.png",
      width: 1125,
      contentType: "image/png",
    });
    const tooWide = await callRoute(uploadCardImage, {
      params: slot,
      formData: imageForm(await imageOf(1126, 432)),
      token: owner.token,
    });
    expect(tooWide.status).toBe(422);
    const foreign = await callRoute(uploadCardImage, {
      params: slot,
      formData: imageForm(await imageOf(30, 30)),
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    const listed = await callRoute(listCardImages, { params: params(offer.id), token: owner.token });
    expect((listed.data as { items: unknown[] }).items).toHaveLength(1);
    const served = await getCardImage(
      new Request("http://localhost/x", { headers: { authorization: `Bearer ${owner.token}` } }),
      { params: Promise.resolve(slot) },
    );
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("etag")).toBe(`"${(stored.data as { sha256: string }).sha256}"`);
  });

  it("accepts every image type on an offer card, each against its own rule", async () => {
    const offer = await newOffer();
    for (const [type, width, height] of [
      ["logo", 480, 150],
      ["icon", 114, 114],
      ["footer", 858, 45],
      ["background", 540, 660],
      ["thumbnail", 270, 270],
    ] as const) {
      const response = await callRoute(uploadCardImage, {
        params: { ...params(offer.id), type },
        formData: imageForm(await imageOf(width, height)),
        token: owner.token,
      });
      expect([type, response.status]).toEqual([type, 200]);
    }
  });
});
