import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as redeemCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { POST as reloadCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/reload/route";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { POST as archive } from "@/app/v2/loyalty/programs/[programId]/archive/route";
import { POST as duplicate } from "@/app/v2/loyalty/programs/[programId]/duplicate/route";
import { POST as publishOffer } from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/publish/route";
import { POST as createOffer } from "@/app/v2/loyalty/programs/[programId]/offers/route";
import { DELETE, GET, PUT } from "@/app/v2/loyalty/programs/[programId]/route";
import { POST as unarchive } from "@/app/v2/loyalty/programs/[programId]/unarchive/route";
import { GET as list } from "@/app/v2/loyalty/programs/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { Offer } from "@/lib/db/models/offer";
import { Program } from "@/lib/db/models/program";
import { PurgeTask } from "@/lib/db/models/purge-task";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type ProgramBody = { id: string; name: string; status: string; archivedAt: string | null } & Record<
  string,
  unknown
>;
type Handler = Parameters<typeof callRoute>[0];

let owner: Account;
let other: Account;
let staffToken: string;

beforeAll(async () => {
  owner = await merchantWithToken("Lifecycle Shop");
  other = await merchantWithToken("Other Shop");
  ({ token: staffToken } = await staffWithToken());
});

async function newProgram(fields: Record<string, unknown> = {}, account = owner): Promise<ProgramBody> {
  const response = await callRoute(createProgram, {
    json: { passTypeIdentifier: "pass.com.example.life", name: "Summer Stamps", ...fields },
    token: account.token,
  });
  expect(response.status).toBe(201);
  return response.data as ProgramBody;
}

const act = (handler: Handler, programId: string, options: Partial<CallOptions> = {}) =>
  callRoute(handler, {
    method: "POST",
    path: `/v2/loyalty/programs/${programId}/x`,
    params: { programId },
    token: owner.token,
    ...options,
  });
const read = (programId: string, token = owner.token) => act(GET, programId, { method: "GET", token });
const remove = (programId: string, options: Partial<CallOptions> = {}) =>
  act(DELETE, programId, { method: "DELETE", ...options });
const conflict = (code: string) => ({ detail: { code, message: expect.any(String) } });
const unknownId = () => new Types.ObjectId().toHexString();

describe("POST /v2/loyalty/programs/{programId}/archive and /unarchive", () => {
  it("archives, keeps the program readable, and unarchives", async () => {
    const program = await newProgram();
    expect(program).toMatchObject({ status: "active", archivedAt: null });
    const archived = await act(archive, program.id);
    expect(archived.status).toBe(200);
    expect(archived.data).toMatchObject({ id: program.id, status: "archived", name: "Summer Stamps" });
    expect(Date.parse((archived.data as ProgramBody).archivedAt ?? "")).not.toBeNaN();
    expect((await read(program.id)).data).toMatchObject({ status: "archived" });
    const renamed = await act(PUT, program.id, { method: "PUT", json: { name: "Summer Stamps 2025" } });
    expect(renamed.status).toBe(200);

    const restored = await act(unarchive, program.id);
    expect(restored.status).toBe(200);
    expect(restored.data).toMatchObject({ status: "active", archivedAt: null, name: "Summer Stamps 2025" });
  });

  it("answers 409 with a code where the action contradicts the status, changing nothing", async () => {
    const program = await newProgram();
    const notArchived = await act(unarchive, program.id);
    expect(notArchived.status).toBe(409);
    expect(notArchived.data).toEqual(conflict("PROGRAM_NOT_ARCHIVED"));
    const first = await act(archive, program.id);
    const again = await act(archive, program.id);
    expect(again.status).toBe(409);
    expect(again.data).toEqual(conflict("PROGRAM_ALREADY_ARCHIVED"));
    expect((await read(program.id)).data).toMatchObject({
      archivedAt: (first.data as ProgramBody).archivedAt,
    });
  });

  it("blocks new gift cards and offers while archived; cards resume after unarchive", async () => {
    const gift = await newProgram({ programType: "giftcard", name: "Gifts" });
    const loyalty = await newProgram({ name: "Offers" });
    const draft = await callRoute(createOffer, {
      params: { programId: loyalty.id },
      json: { name: "Free coffee" },
      token: owner.token,
    });
    expect(draft.status).toBe(201);
    const offerId = (draft.data as { id: string }).id;
    await act(archive, gift.id);
    await act(archive, loyalty.id);

    const issue = () =>
      callRoute(issueCard, {
        params: { programId: gift.id },
        json: { initialValue: 10 },
        token: owner.token,
      });
    const refused = await issue();
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual(conflict("PROGRAM_ARCHIVED"));
    const offer = await callRoute(createOffer, {
      params: { programId: loyalty.id },
      json: { name: "Another" },
      token: owner.token,
    });
    expect(offer.status).toBe(409);
    expect(offer.data).toEqual(conflict("PROGRAM_ARCHIVED"));
    const publish = await callRoute(publishOffer, {
      method: "POST",
      params: { programId: loyalty.id, offerId },
      token: owner.token,
    });
    expect(publish.status).toBe(409);
    expect(publish.data).toEqual(conflict("PROGRAM_ARCHIVED"));
    expect((await Offer.findById(offerId).lean())?.status).toBe("DRAFT");

    await act(unarchive, gift.id);
    expect((await issue()).status).toBe(201);
  });
});

describe("gift cards already issued in an archived program", () => {
  it("still redeem, but take no reload", async () => {
    const gift = await newProgram({ programType: "giftcard", name: "Season gifts" });
    const issued = await callRoute(issueCard, {
      params: { programId: gift.id },
      json: { initialValue: 20 },
      token: owner.token,
    });
    const cardId = (issued.data as { id: string }).id;
    await act(archive, gift.id);
    const change = (handler: Handler) =>
      callRoute(handler, {
        params: { programId: gift.id, cardId },
        json: { amount: "5.00" },
        token: owner.token,
      });
    const reload = await change(reloadCard);
    expect(reload.status).toBe(409);
    expect(reload.data).toEqual(conflict("PROGRAM_ARCHIVED"));
    const redeem = await change(redeemCard);
    expect(redeem.status).toBe(200);
    expect(redeem.data).toMatchObject({ card: { balance: "15.00" } });
  });
});

describe("POST /v2/loyalty/programs/{programId}/duplicate", () => {
  it("copies every setting into a new active program named “… (copy)”", async () => {
    const source = await newProgram({
      name: "Coffee Club",
      programType: "giftcard",
      schema: "stampCard",
      description: "Ten stamps, one coffee",
      website: "https://example.com",
      pointsScanPass: 3,
      customFields: [{ name: "birthday", type: "date", required: true }],
      requiredFields: ["birthday"],
      retention_period_days: 90,
    });
    await act(archive, source.id);
    const response = await act(duplicate, source.id);
    expect(response.status).toBe(201);
    const copy = response.data as ProgramBody;
    expect(response.headers.get("location")).toBe(`/v2/loyalty/programs/${copy.id}`);
    expect(copy.id).not.toBe(source.id);
    const same = (program: ProgramBody) => {
      const { id, name, status, archivedAt, createdAt, updatedAt, ...settings } = program;
      return settings;
    };
    expect(same(copy)).toEqual(same(source));
    expect(copy).toMatchObject({ name: "Coffee Club (copy)", status: "active", archivedAt: null });
    expect((await read(copy.id)).data).toEqual(copy);
    expect((await read(source.id)).data).toMatchObject({ name: "Coffee Club", status: "archived" });
  });

  it("takes a name from the client, and shortens a long default name to fit", async () => {
    const source = await newProgram({ name: "x".repeat(200) });
    const named = await act(duplicate, source.id, { json: { name: "Winter Stamps" } });
    expect(named.data).toMatchObject({ name: "Winter Stamps" });
    const long = await act(duplicate, source.id, { json: {} });
    expect((long.data as ProgramBody).name).toBe(`${"x".repeat(193)} (copy)`);
  });

  it("copies no offers", async () => {
    const source = await newProgram({ name: "With offers" });
    await callRoute(createOffer, {
      params: { programId: source.id },
      json: { name: "Deal" },
      token: owner.token,
    });
    const copy = (await act(duplicate, source.id)).data as ProgramBody;
    expect(await Offer.countDocuments({ programId: copy.id })).toBe(0);
    expect(await Offer.countDocuments({ programId: source.id })).toBe(1);
  });

  it("rejects bad names in the Pydantic shape and creates nothing", async () => {
    const source = await newProgram({ name: "Validated" });
    const before = await Program.countDocuments({ merchantId: owner.merchantId });
    const empty = await act(duplicate, source.id, { json: { name: "" } });
    expect(empty.status).toBe(422);
    expect(empty.data).toEqual({
      detail: [
        {
          type: "string_too_short",
          loc: ["body", "name"],
          msg: "String should have at least 1 character",
          input: "",
          ctx: { min_length: 1 },
        },
      ],
    });
    const wrongType = await act(duplicate, source.id, { json: { name: 5 } });
    expect(wrongType.data).toEqual({
      detail: [
        { type: "string_type", loc: ["body", "name"], msg: "Input should be a valid string", input: 5 },
      ],
    });
    const notObject = await act(duplicate, source.id, { json: ["x"] });
    expect(notObject.status).toBe(422);
    expect((notObject.data as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual(["body"]);
    const malformed = await act(duplicate, source.id, {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(422);
    expect((malformed.data as { detail: { type: string }[] }).detail[0]?.type).toBe("json_invalid");
    expect(await Program.countDocuments({ merchantId: owner.merchantId })).toBe(before);
  });
});

describe("DELETE /v2/loyalty/programs/{programId}", () => {
  it("hides a loyalty program at once and schedules its purge", async () => {
    const program = await newProgram({ name: "Doomed", retention_period_days: 30 });
    const response = await remove(program.id);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect((await read(program.id)).status).toBe(404);
    const listed = await callRoute(list, { path: "/v2/loyalty/programs?limit=1000", token: owner.token });
    expect((listed.data as { items: ProgramBody[] }).items.map((item) => item.id)).not.toContain(program.id);
    const [task] = await PurgeTask.find({ targetId: program.id }).lean();
    expect(task?.kind).toBe("program");
    expect(task?.dueAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await remove(program.id)).status).toBe(404);
    expect((await act(archive, program.id)).status).toBe(404);
    expect((await act(duplicate, program.id)).status).toBe(404);
  });

  it("deletes archived and gift-card programs too", async () => {
    const archived = await newProgram({ name: "Old" });
    await act(archive, archived.id);
    expect((await remove(archived.id)).status).toBe(204);
    const gift = await newProgram({ programType: "giftcard", name: "Gift" });
    expect((await remove(gift.id)).status).toBe(204);
    expect((await read(gift.id)).status).toBe(404);
  });
});

describe("merchant scope", () => {
  it("answers 404 for unknown ids and other merchants' programs, changing nothing", async () => {
    const foreign = await newProgram({ name: "Not yours" }, other);
    for (const handler of [archive, unarchive, duplicate]) {
      expect((await act(handler, foreign.id)).status).toBe(404);
      expect((await act(handler, unknownId())).status).toBe(404);
    }
    expect((await remove(foreign.id)).status).toBe(404);
    expect((await remove(unknownId())).status).toBe(404);
    expect((await read(foreign.id, other.token)).data).toMatchObject({ status: "active", name: "Not yours" });
    expect(await Program.countDocuments({ merchantId: other.merchantId })).toBe(1);
  });

  it("rejects malformed ids with 422 at the path", async () => {
    const response = await act(archive, "not-an-id");
    expect(response.status).toBe(422);
    expect((response.data as { detail: { loc: unknown[]; type: string }[] }).detail[0]).toMatchObject({
      type: "string_pattern_mismatch",
      loc: ["path", "programId"],
    });
  });

  it("lets staff act with X-Merchant-Id, and asks for it without", async () => {
    const program = await newProgram({ name: "Staff handled" });
    const staff = (headers?: Record<string, string>) => ({ token: staffToken, headers });
    const unscoped = await act(archive, program.id, staff());
    expect(unscoped.status).toBe(400);
    expect(unscoped.data).toEqual(conflict("MERCHANT_SCOPE_REQUIRED"));
    const wrongMerchant = await act(archive, program.id, staff({ "X-Merchant-Id": other.merchantId }));
    expect(wrongMerchant.status).toBe(404);
    const scoped = { "X-Merchant-Id": owner.merchantId };
    expect((await act(archive, program.id, staff(scoped))).status).toBe(200);
    expect((await act(unarchive, program.id, staff(scoped))).status).toBe(200);
    const copy = await act(duplicate, program.id, staff(scoped));
    expect(copy.status).toBe(201);
    expect(copy.data).toMatchObject({ merchantId: owner.merchantId });
    expect((await remove((copy.data as ProgramBody).id, staff(scoped))).status).toBe(204);
  });
});
