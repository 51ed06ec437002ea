import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { MemberPointsHead } from "@/lib/db/models/member-points-head";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { archiveProgram } from "@/lib/services/programs/change-program-status";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { loyaltyProgram } from "@/lib/testing/members";
import { DELETE as deleteProgram } from "../route";
import { DELETE, GET, PUT } from "./[memberId]/route";
import { POST as join, GET as list } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type MemberBody = Record<string, unknown> & { id: string; memberNumber: string; referralCode: string };
type Detail = { detail: { type: string; loc: (string | number)[]; msg: string }[] };

let owner: Account;
let stranger: Account;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Members Owner");
  stranger = await merchantWithToken("Stranger");
  programId = (await loyaltyProgram(owner.merchantId, { country: "DE" })).id;
});

const unique = () => Math.random().toString(36).slice(2, 10);
const post = (json: unknown, options: Partial<CallOptions> = {}) =>
  callRoute(join, { params: { programId }, json, token: owner.token, ...options });
async function joined(json: Record<string, unknown> = {}, program = programId): Promise<MemberBody> {
  const response = await post(json, { params: { programId: program } });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data as MemberBody;
}
const locs = (data: unknown) => (data as Detail).detail.map((item) => [item.type, item.loc.join(".")]);
const one = (memberId: string, options: Partial<CallOptions> = {}) =>
  callRoute(GET, { params: { programId, memberId }, token: owner.token, ...options });
const put = (memberId: string, json: unknown) =>
  callRoute(PUT, { method: "PUT", params: { programId, memberId }, json, token: owner.token });

describe("joining", () => {
  it("answers 201 with the member: a random member number, points, tier, normalised e-mail and phone", async () => {
    const response = await post({
      email: "  Ada.Lovelace@Example.com ",
      phone: "030 1234567",
      firstName: "Ada",
      lastName: "Lovelace",
      birthday: "1815-12-10",
      externalId: "crm-1",
      marketingConsent: true,
    });
    expect(response.status).toBe(201);
    const member = response.data as MemberBody;
    expect(member).toMatchObject({
      programId,
      points: 0,
      lifetimePoints: 0,
      tier: null,
      status: "active",
      email: "ada.lovelace@example.com",
      phone: "+49301234567",
      birthday: "1815-12-10",
      externalId: "crm-1",
      marketingConsent: true,
      referredBy: null,
      customFields: {},
    });
    expect(member.memberNumber).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(member.memberNumber).not.toMatch(/ada|crm/i);
    expect(member.referralCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(response.headers.get("location")).toBe(`/v2/loyalty/programs/${programId}/members/${member.id}`);
    const stored = await Member.findById(member.id).lean();
    expect(stored?.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.externalIdHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a second member with the same e-mail (any case), phone (any format) or external id: 409", async () => {
    const tag = unique();
    await joined({ email: `dup-${tag}@example.com`, phone: "+49 30 7654321", externalId: `x-${tag}` });
    const keysBefore = await MemberKey.countDocuments({ programId });
    for (const json of [
      { email: `DUP-${tag}@EXAMPLE.com` },
      { phone: "030/765 4321" },
      { phone: "+49307654321" },
      { externalId: `x-${tag}` },
    ]) {
      const again = await post(json);
      expect(again.status, JSON.stringify(json)).toBe(409);
      expect(again.data).toMatchObject({ detail: { code: "MEMBER_EXISTS" } });
    }
    // A refused join leaves no key behind.
    expect(await MemberKey.countDocuments({ programId })).toBe(keysBefore);
    const elsewhere = (await loyaltyProgram(owner.merchantId, { name: "Second" })).id;
    expect((await joined({ email: `dup-${tag}@example.com` }, elsewhere)).email).toBe(
      `dup-${tag}@example.com`,
    );
  });

  it("lets exactly one of 10 concurrent joins with one e-mail win", async () => {
    const email = `race-${unique()}@example.com`;
    const results = await Promise.all(Array.from({ length: 10 }, () => post({ email })));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
  }, 60_000);

  it("asks for the program's required member and custom fields at their loc", async () => {
    const strict = (
      await loyaltyProgram(owner.merchantId, {
        name: "Strict",
        requiredFields: ["email", "lastName", "favourite"],
        customFields: [
          { name: "favourite", type: "text" },
          { name: "size", type: "selection", options: ["S", "M", "L"], required: true },
        ],
      })
    ).id;
    const missing = await post({ firstName: "Ada" }, { params: { programId: strict } });
    expect(missing.status).toBe(422);
    expect(locs(missing.data)).toEqual([
      ["missing", "body.email"],
      ["missing", "body.lastName"],
      ["missing", "body.customFields.favourite"],
      ["missing", "body.customFields.size"],
    ]);
    const complete = await post(
      { email: `s-${unique()}@example.com`, lastName: "L", customFields: { favourite: "tea", size: "M" } },
      { params: { programId: strict } },
    );
    expect(complete.status).toBe(201);
    expect(complete.data).toMatchObject({ customFields: { favourite: "tea", size: "M" } });
  });

  it("checks custom field values against their type and options, and refuses unknown names", async () => {
    const typed = (
      await loyaltyProgram(owner.merchantId, {
        name: "Typed",
        customFields: [
          { name: "shoe", type: "number" },
          { name: "since", type: "date" },
          { name: "size", type: "selection", options: ["S", "M"] },
          { name: "work", type: "email" },
          { name: "prefs", type: "json" },
        ],
      })
    ).id;
    const bad = await post(
      { customFields: { shoe: "big", since: "2020-02-30", size: "XL", work: "nope", other: 1 } },
      { params: { programId: typed } },
    );
    expect(bad.status).toBe(422);
    expect(locs(bad.data)).toEqual([
      ["extra_forbidden", "body.customFields.other"],
      ["float_parsing", "body.customFields.shoe"],
      ["date_parsing", "body.customFields.since"],
      ["enum", "body.customFields.size"],
      ["value_error", "body.customFields.work"],
    ]);
    const good = await post(
      { customFields: { shoe: "42.5", since: "2020-02-29", size: "S", prefs: { milk: "oat" } } },
      { params: { programId: typed } },
    );
    expect(good.data).toMatchObject({
      customFields: { shoe: 42.5, since: "2020-02-29", prefs: { milk: "oat" } },
    });
    const notObject = await post({ customFields: ["a"] }, { params: { programId: typed } });
    expect(locs(notObject.data)).toEqual([["model_attributes_type", "body.customFields"]]);
  });

  it("answers bad input with FastAPI-shaped 422s and stores nothing", async () => {
    const before = await Member.countDocuments({ programId });
    const cases: [unknown, [string, string][]][] = [
      [{ email: 5 }, [["string_type", "body.email"]]],
      [{ email: "not-an-email" }, [["value_error", "body.email"]]],
      [{ phone: "12" }, [["value_error", "body.phone"]]],
      [{ birthday: "2020-13-01" }, [["date_parsing", "body.birthday"]]],
      [{ birthday: 20200101 }, [["date_type", "body.birthday"]]],
      [{ marketingConsent: "maybe" }, [["bool_parsing", "body.marketingConsent"]]],
      [{ externalId: "" }, [["string_too_short", "body.externalId"]]],
      [{ firstName: "x".repeat(101) }, [["string_too_long", "body.firstName"]]],
      [[1], [["model_attributes_type", "body"]]],
    ];
    for (const [json, expected] of cases) {
      const response = await post(json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(locs(response.data)).toEqual(expected);
    }
    const malformed = await callRoute(join, {
      params: { programId },
      body: '{"email": ',
      headers: { "content-type": "application/json" },
      token: owner.token,
    });
    expect(malformed.status).toBe(422);
    expect((malformed.data as Detail).detail[0]?.type).toBe("json_invalid");
    expect(await Member.countDocuments({ programId })).toBe(before);
  });

  it("takes members only into the merchant's live loyalty programs", async () => {
    const gift = (await giftCardProgram(owner.merchantId)).id;
    expect((await post({}, { params: { programId: gift } })).data).toMatchObject({
      detail: { code: "PROGRAM_NOT_LOYALTY" },
    });
    const archived = (await loyaltyProgram(owner.merchantId, { name: "Old" })).id;
    await archiveProgram({ merchantId: owner.merchantId, programId: archived });
    const refused = await post({}, { params: { programId: archived } });
    expect([refused.status, refused.data]).toMatchObject([409, { detail: { code: "PROGRAM_ARCHIVED" } }]);
    const gone = (await loyaltyProgram(owner.merchantId, { name: "Gone" })).id;
    await callRoute(deleteProgram, { method: "DELETE", params: { programId: gone }, token: owner.token });
    expect((await post({}, { params: { programId: gone } })).status).toBe(404);
    expect((await post({}, { token: stranger.token })).status).toBe(404);
    expect((await post({}, { params: { programId: "0".repeat(24) } })).status).toBe(404);
    expect(locs((await post({}, { params: { programId: "nope" } })).data)).toEqual([
      ["string_pattern_mismatch", "path.programId"],
    ]);
    expect((await post({})).status).toBe(201);
  });

  it("lets support staff act for the merchant named in X-Merchant-Id", async () => {
    const staff = await staffWithToken();
    const acting = await post({}, { token: staff.token, headers: { "x-merchant-id": owner.merchantId } });
    expect(acting.status).toBe(201);
    const wrongMerchant = await post(
      {},
      { token: staff.token, headers: { "x-merchant-id": stranger.merchantId } },
    );
    expect(wrongMerchant.status).toBe(404);
    expect((await post({}, { token: staff.token })).status).toBe(400);
  });
});

describe("listing and finding members", () => {
  let listed: string;
  const members: MemberBody[] = [];
  beforeAll(async () => {
    listed = (await loyaltyProgram(owner.merchantId, { name: "Listed", country: "GB" })).id;
    for (let index = 0; index < 5; index++) {
      members.push(
        await joined(
          { email: `l${index}@example.com`, phone: `07911 12345${index}`, externalId: `e${index}` },
          listed,
        ),
      );
    }
  });
  const page = async (query: string) => {
    const response = await callRoute(list, {
      path: `/v2/x?${query}`,
      params: { programId: listed },
      token: owner.token,
    });
    expect(response.status).toBe(200);
    return response.data as { items: MemberBody[]; hasMore: boolean; nextOffset: number | null };
  };

  it("pages newest first with hasMore/nextOffset", async () => {
    const first = await page("limit=2");
    expect(first.items.map((item) => item.id)).toEqual([members[4]?.id, members[3]?.id]);
    expect(first).toMatchObject({ hasMore: true, nextOffset: 2 });
    const last = await page("offset=4&limit=2");
    expect(last.items.map((item) => item.id)).toEqual([members[0]?.id]);
    expect(last).toMatchObject({ hasMore: false, nextOffset: null });
    expect((await page("page=2&limit=2")).items.map((item) => item.id)).toEqual([
      members[2]?.id,
      members[1]?.id,
    ]);
  });

  it("finds one by e-mail, phone, member number or external id, and filters by status", async () => {
    const target = members[2] as MemberBody;
    for (const q of ["L2@example.com", "+447911123452", "07911 123452", target.memberNumber, "e2"]) {
      expect(
        (await page(`q=${encodeURIComponent(q)}`)).items.map((item) => item.id),
        q,
      ).toEqual([target.id]);
    }
    // Issue 28: a prefix finds too (search.test.ts covers each field).
    expect((await page("q=l2@example")).items.map((item) => item.id)).toEqual([target.id]);
    await callRoute(PUT, {
      method: "PUT",
      params: { programId: listed, memberId: target.id },
      json: { status: "suspended" },
      token: owner.token,
    });
    expect((await page("status=suspended")).items.map((item) => item.id)).toEqual([target.id]);
    expect((await page("status=active")).items).toHaveLength(4);
    const bad = await callRoute(list, {
      path: "/v2/x?status=gone&limit=0",
      params: { programId: listed },
      token: owner.token,
    });
    expect(locs(bad.data)).toEqual([
      ["enum", "query.status"],
      ["greater_than_equal", "query.limit"],
    ]);
  });

  it("shows another merchant nothing", async () => {
    const response = await callRoute(list, { params: { programId: listed }, token: stranger.token });
    expect(response.status).toBe(404);
  });
});

describe("one member: read, change, delete", () => {
  it("reads a member; another merchant's or program's member is 404", async () => {
    const member = await joined({ firstName: "Grace" });
    expect((await one(member.id)).data).toMatchObject({ id: member.id, firstName: "Grace" });
    expect((await one(member.id, { token: stranger.token })).status).toBe(404);
    const foreign = { params: { programId, memberId: member.id }, token: stranger.token };
    expect((await callRoute(PUT, { ...foreign, method: "PUT", json: { firstName: "X" } })).status).toBe(404);
    expect((await callRoute(DELETE, { ...foreign, method: "DELETE" })).status).toBe(404);
    expect((await one(member.id)).data).toMatchObject({ firstName: "Grace" });
    const other = (await loyaltyProgram(owner.merchantId, { name: "Other" })).id;
    expect((await one(member.id, { params: { programId: other, memberId: member.id } })).status).toBe(404);
    expect((await one("0".repeat(24))).status).toBe(404);
    expect(locs((await one("zz")).data)).toEqual([["string_pattern_mismatch", "path.memberId"]]);
  });

  it("changes fields, frees the old e-mail and refuses one another member has", async () => {
    const tag = unique();
    const member = await joined({ email: `old-${tag}@example.com`, firstName: "A" });
    const other = await joined({ email: `taken-${tag}@example.com` });
    const changed = await put(member.id, {
      email: `new-${tag}@example.com`,
      firstName: null,
      customFields: {},
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ email: `new-${tag}@example.com`, firstName: null });
    expect((await joined({ email: `old-${tag}@example.com` })).email).toBe(`old-${tag}@example.com`);
    const clash = await put(member.id, { email: `TAKEN-${tag}@example.com` });
    expect([clash.status, clash.data]).toMatchObject([409, { detail: { code: "MEMBER_EXISTS" } }]);
    expect((await one(member.id)).data).toMatchObject({ email: `new-${tag}@example.com` });
    expect((await one(other.id)).data).toMatchObject({ email: `taken-${tag}@example.com` });
    const bad = await put(member.id, { status: "erased", phone: 5 });
    expect(locs(bad.data)).toEqual([
      ["string_type", "body.phone"],
      ["enum", "body.status"],
    ]);
  });

  it("keeps required fields required on change, and an erased member unchangeable", async () => {
    const strict = (await loyaltyProgram(owner.merchantId, { name: "Strict PUT", requiredFields: ["email"] }))
      .id;
    const response = await post({ email: `r-${unique()}@example.com` }, { params: { programId: strict } });
    const memberId = (response.data as MemberBody).id;
    const cleared = await callRoute(PUT, {
      method: "PUT",
      params: { programId: strict, memberId },
      json: { email: null },
      token: owner.token,
    });
    expect(locs(cleared.data)).toEqual([["missing", "body.email"]]);
    const member = await joined({});
    await Member.updateOne({ _id: member.id }, { $set: { status: "erased" } });
    const erased = await put(member.id, { firstName: "X" });
    expect([erased.status, erased.data]).toMatchObject([409, { detail: { code: "MEMBER_ERASED" } }]);
  });

  it("deletes softly, then the purge frees the keys and removes the ledger", async () => {
    const keep = (await loyaltyProgram(owner.merchantId, { name: "Keep", retention_period_days: 30 })).id;
    const kept = await joined({ email: "kept@example.com" }, keep);
    const deleted = await callRoute(DELETE, {
      method: "DELETE",
      params: { programId: keep, memberId: kept.id },
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect((await one(kept.id, { params: { programId: keep, memberId: kept.id } })).status).toBe(404);
    // Until the purge the e-mail stays taken.
    expect((await post({ email: "kept@example.com" }, { params: { programId: keep } })).status).toBe(409);

    const now = (await loyaltyProgram(owner.merchantId, { name: "Now", retention_period_days: 0 })).id;
    const purged = await joined({ email: "purged@example.com", externalId: "p-1" }, now);
    await adjustPoints({
      merchantId: owner.merchantId,
      programId: now,
      memberId: purged.id,
      userId: owner.userId,
      input: { points: 5, reason: "Before the purge" },
    });
    expect(await MemberPointsHead.countDocuments({ memberId: purged.id })).toBe(1);
    const gone = await callRoute(DELETE, {
      method: "DELETE",
      params: { programId: now, memberId: purged.id },
      token: owner.token,
    });
    expect(gone.status).toBe(204);
    expect(await MemberKey.countDocuments({ memberId: purged.id })).toBe(0);
    expect(await MemberPointsEntry.countDocuments({ memberId: purged.id })).toBe(0);
    expect(await MemberPointsHead.countDocuments({ memberId: purged.id })).toBe(0);
    const tombstone = await Member.findById(purged.id).lean();
    expect(tombstone).toMatchObject({ email: null, externalId: null, emailHash: null });
    expect(tombstone?.purgedAt).toBeInstanceOf(Date);
    expect((await joined({ email: "purged@example.com", externalId: "p-1" }, now)).email).toBe(
      "purged@example.com",
    );
    const listing = await callRoute(list, { params: { programId: now }, token: owner.token });
    expect((listing.data as { items: MemberBody[] }).items).toHaveLength(1);
  });
});
