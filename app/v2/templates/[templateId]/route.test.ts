import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as uploadImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { GET as listImages } from "@/app/v2/templates/[templateId]/images/route";
import { POST as createTemplate, GET as listTemplates } from "@/app/v2/templates/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { imageForm, imageOf } from "@/lib/testing/images";
import { DELETE, GET, PUT } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Detail = { detail: { type: string; loc: (string | number)[]; msg: string }[] };

let owner: Account;
let stranger: Account;
let strangersProgramId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Template Owner");
  stranger = await merchantWithToken("Stranger");
  const program = await callRoute(createProgram, {
    json: { passTypeIdentifier: "pass.x", name: "P" },
    token: stranger.token,
  });
  strangersProgramId = (program.data as { id: string }).id;
});

const create = (json: unknown, token = owner.token) => callRoute(createTemplate, { json, token });
const get = (templateId: string, token = owner.token) => callRoute(GET, { params: { templateId }, token });
const put = (templateId: string, json: unknown, token = owner.token) =>
  callRoute(PUT, { method: "PUT", params: { templateId }, json, token });

const field = (key: string) => ({ key, label: key.toUpperCase(), value: `${key} value` });

describe("templates CRUD", () => {
  it("creates a template with the pass look, lists and reads it", async () => {
    const created = await create({
      name: "Coffee card",
      passType: "storeCard",
      organizationName: "Demo Coffee",
      logoText: "Demo",
      backgroundColor: "rgb(20, 30, 40)",
      foregroundColor: "#ffffff",
      labelColor: "rgb(255,255,255)",
      primaryFields: [field("balance")],
      secondaryFields: [field("name"), field("tier")],
    });
    expect(created.status).toBe(201);
    const template = created.data as { id: string };
    expect(created.headers.get("location")).toBe(`/v2/templates/${template.id}`);
    expect(template).toMatchObject({
      name: "Coffee card",
      passType: "storeCard",
      merchantId: owner.merchantId,
      programId: null,
      backgroundColor: "rgb(20, 30, 40)",
      primaryFields: [{ key: "balance", label: "BALANCE", value: "balance value" }],
      headerFields: [],
    });
    expect((await get(template.id)).data).toEqual(template);
    const listed = await callRoute(listTemplates, { token: owner.token });
    expect((listed.data as { items: { id: string }[] }).items.map((item) => item.id)).toContain(template.id);
    const strangers = await callRoute(listTemplates, { token: stranger.token });
    expect((strangers.data as { items: { id: string }[] }).items.map((item) => item.id)).not.toContain(
      template.id,
    );
  });

  it("validates colors, kinds and required fields with FastAPI's shapes", async () => {
    const response = await create({ passType: "ticket", backgroundColor: "rgb(256,0,0)" });
    expect(response.status).toBe(422);
    expect((response.data as Detail).detail.map((item) => [item.type, item.loc.join(".")])).toEqual([
      ["missing", "body.name"],
      ["enum", "body.passType"],
      ["string_pattern_mismatch", "body.backgroundColor"],
    ]);
  });

  it("applies Apple's per-kind field counts: two primary fields only on a boarding pass", async () => {
    const two = [field("from"), field("to")];
    expect((await create({ name: "Flight", passType: "boardingPass", primaryFields: two })).status).toBe(201);
    const card = await create({ name: "Card", passType: "storeCard", primaryFields: two });
    expect(card.status).toBe(422);
    expect((card.data as Detail).detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "primaryFields"],
    });
    expect((card.data as Detail).detail[0]?.msg).toContain("at most 1 primary field");
  });

  it("accepts the merchant's own program and refuses another merchant's like an unknown one", async () => {
    const program = await callRoute(createProgram, {
      json: { passTypeIdentifier: "pass.y", name: "Mine" },
      token: owner.token,
    });
    const programId = (program.data as { id: string }).id;
    expect((await create({ name: "Linked", passType: "coupon", programId })).data).toMatchObject({
      programId,
    });
    const foreign = await create({ name: "Linked", passType: "coupon", programId: strangersProgramId });
    const unknown = await create({
      name: "Linked",
      passType: "coupon",
      programId: "0123456789abcdef01234567",
    });
    expect(foreign.status).toBe(422);
    expect((foreign.data as Detail).detail[0]).toMatchObject({ loc: ["body", "programId"] });
    expect((foreign.data as Detail).detail[0]?.msg).toBe((unknown.data as Detail).detail[0]?.msg);
  });

  it("updates partially, and locks passType while images exist (409)", async () => {
    const id = (
      (await create({ name: "Locked", passType: "storeCard", logoText: "L" })).data as { id: string }
    ).id;
    expect((await put(id, { name: "Renamed", logoText: null })).data).toMatchObject({
      name: "Renamed",
      logoText: null,
      passType: "storeCard",
    });
    expect((await put(id, { passType: "coupon" })).data).toMatchObject({ passType: "coupon" });
    const uploaded = await callRoute(uploadImage, {
      params: { templateId: id, type: "logo", resolution: "normal" },
      formData: imageForm(await imageOf(100, 40)),
      token: owner.token,
    });
    expect(uploaded.status).toBe(200);
    const locked = await put(id, { passType: "generic" });
    expect(locked.status).toBe(409);
    expect(locked.data).toEqual({ detail: { code: "PASS_TYPE_LOCKED", message: expect.any(String) } });
    expect((await get(id)).data).toMatchObject({ passType: "coupon" });
    expect((await put(id, { passType: "coupon", name: "Same kind" })).status).toBe(200);
  });

  it("checks field counts against the stored kind on a partial update", async () => {
    const id = ((await create({ name: "Flight", passType: "boardingPass" })).data as { id: string }).id;
    expect((await put(id, { primaryFields: [field("a"), field("b")] })).status).toBe(200);
    const toCard = await put(id, { passType: "storeCard" });
    expect(toCard.status).toBe(422);
    expect((await get(id)).data).toMatchObject({ passType: "boardingPass" });
  });

  it("deletes the template with its images; another merchant gets 404 and changes nothing", async () => {
    const id = ((await create({ name: "Doomed", passType: "storeCard" })).data as { id: string }).id;
    await callRoute(uploadImage, {
      params: { templateId: id, type: "icon", resolution: "normal" },
      formData: imageForm(await imageOf(29, 29)),
      token: owner.token,
    });
    expect((await put(id, { name: "Hijacked" }, stranger.token)).status).toBe(404);
    expect(
      (await callRoute(DELETE, { method: "DELETE", params: { templateId: id }, token: stranger.token }))
        .status,
    ).toBe(404);
    expect((await get(id, stranger.token)).status).toBe(404);
    expect((await get(id)).data).toMatchObject({ name: "Doomed" });
    expect(
      (await callRoute(DELETE, { method: "DELETE", params: { templateId: id }, token: owner.token })).status,
    ).toBe(204);
    expect((await get(id)).status).toBe(404);
    expect((await callRoute(listImages, { params: { templateId: id }, token: owner.token })).status).toBe(
      404,
    );
  });
});
