import { beforeAll, describe, expect, it } from "vitest";
import { POST as duplicateProgram } from "@/app/v2/loyalty/programs/[programId]/duplicate/route";
import { GET as getProgram, PUT as updateProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as uploadImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { Program } from "@/lib/db/models/program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { programTemplateOf } from "@/lib/services/templates/program-template";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { imageForm, imageOf } from "@/lib/testing/images";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Template Owner");
  stranger = await merchantWithToken("Template Stranger");
});

async function template(json: Record<string, unknown>, account = owner): Promise<string> {
  const created = await callRoute(createTemplate, { token: account.token, json: { name: "T", ...json } });
  expect(created.status).toBe(201);
  return (created.data as { id: string }).id;
}

async function program(json: Record<string, unknown> = {}) {
  return callRoute(createProgram, {
    token: owner.token,
    json: { passTypeIdentifier: "pass.com.example.t", name: "P", ...json },
  });
}
const idOf = (answer: { data: unknown }) => (answer.data as { id: string }).id;
const codeOf = (answer: { data: unknown }) => (answer.data as { detail: { code: string } }).detail.code;
const update = (programId: string, json: unknown) =>
  callRoute(updateProgram, { method: "PUT", token: owner.token, params: { programId }, json });

describe("a program's templateId", () => {
  it("is stored and answered on create, cleared with null, and read back", async () => {
    const templateId = await template({ passType: "storeCard" });
    const created = await program({ templateId });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ templateId });
    const cleared = await update(idOf(created), { templateId: null });
    expect(cleared.data).toMatchObject({ templateId: null });
    const read = await callRoute(getProgram, { token: owner.token, params: { programId: idOf(created) } });
    expect(read.data).toMatchObject({ templateId: null });
    expect((await program()).data).toMatchObject({ templateId: null });
  });

  it("another merchant's template is a 404, and nothing is created", async () => {
    const theirs = await template({ passType: "storeCard" }, stranger);
    const before = await Program.countDocuments({ merchantId: owner.merchantId });
    const created = await program({ templateId: theirs });
    expect(created.status).toBe(404);
    expect(await Program.countDocuments({ merchantId: owner.merchantId })).toBe(before);
  });

  it("a template bound to another program is a 409 TEMPLATE_OF_OTHER_PROGRAM; one bound to this program is fine", async () => {
    const first = idOf(await program());
    const second = idOf(await program());
    const bound = await template({ passType: "storeCard", programId: first });
    expect(codeOf(await update(second, { templateId: bound }))).toBe("TEMPLATE_OF_OTHER_PROGRAM");
    expect((await program({ templateId: bound })).status).toBe(409);
    const own = await update(first, { templateId: bound });
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ templateId: bound });
  });

  it("a kind that does not suit the program is a 409 TEMPLATE_KIND_UNSUITABLE", async () => {
    const coupon = await template({ passType: "coupon" });
    const generic = await template({ passType: "generic" });
    const loyalty = await program({ templateId: coupon });
    expect(loyalty.status).toBe(409);
    expect(codeOf(loyalty)).toBe("TEMPLATE_KIND_UNSUITABLE");
    expect((await program({ templateId: generic })).status).toBe(201);
    const gift = await program({ programType: "giftcard", templateId: generic });
    expect(codeOf(gift)).toBe("TEMPLATE_KIND_UNSUITABLE");
    // Changing the type is checked against the template kept.
    const member = idOf(await program({ templateId: generic }));
    expect(codeOf(await update(member, { programType: "giftcard" }))).toBe("TEMPLATE_KIND_UNSUITABLE");
  });

  it("a copy keeps a template bound to no program, not one bound to the source", async () => {
    const shared = await template({ passType: "storeCard" });
    const source = idOf(await program({ templateId: shared }));
    const copy = await callRoute(duplicateProgram, { token: owner.token, params: { programId: source } });
    expect(copy.data).toMatchObject({ templateId: shared });
    const bound = await template({ passType: "storeCard", programId: source });
    await update(source, { templateId: bound });
    const second = await callRoute(duplicateProgram, { token: owner.token, params: { programId: source } });
    expect(second.data).toMatchObject({ templateId: null });
  });
});

describe("which template a program wears (programTemplateOf)", () => {
  const stored = async (programId: string) => (await Program.findById(programId).lean()) as StoredProgram;

  it("its templateId; else the newest template bound to it that has a logo; else none", async () => {
    const programId = idOf(await program());
    expect(await programTemplateOf(await stored(programId))).toBeNull();
    const withLogo = await template({ passType: "storeCard", programId, name: "with logo" });
    const upload = await callRoute(uploadImage, {
      token: owner.token,
      params: { templateId: withLogo, type: "logo", resolution: "normal" },
      formData: imageForm(await imageOf(100, 40)),
    });
    expect(upload.status).toBe(200);
    await template({ passType: "storeCard", programId, name: "newer, no logo" });
    expect(String((await programTemplateOf(await stored(programId)))?._id)).toBe(withLogo);
    const chosen = await template({ passType: "generic" });
    await update(programId, { templateId: chosen });
    expect(String((await programTemplateOf(await stored(programId)))?._id)).toBe(chosen);
  });
});
