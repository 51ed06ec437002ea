import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { MemberKey } from "@/lib/db/models/member-key";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { headIdOf, MemberPointsHead } from "@/lib/db/models/member-points-head";
import { memberKeyOf } from "@/lib/services/members/member-keys";
import { recordPassInstalled } from "@/lib/services/members/record-pass-installed";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { PUT as updateProgram } from "../../../route";
import { POST as join, GET as listMembers } from "../../route";
import { GET as getMember, PUT as updateMember } from "../route";
import { POST as adjust, GET as ledger } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Member = {
  id: string;
  points: number;
  lifetimePoints: number;
  tier: string | null;
  referralCode: string;
};
type Entry = {
  sequence: number;
  points: number;
  balanceAfter: number;
  source: string;
  reason: string | null;
};
type Detail = { detail: { type: string; loc: (string | number)[] }[] };

let owner: Account;
let stranger: Account;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Points Owner");
  stranger = await merchantWithToken("Stranger");
  programId = (await loyaltyProgram(owner.merchantId)).id;
});

const tag = () => Math.random().toString(36).slice(2, 10);
async function joined(json: Record<string, unknown> = {}, program = programId): Promise<Member> {
  const response = await callRoute(join, { params: { programId: program }, json, token: owner.token });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data as Member;
}
const member = async (memberId: string, program = programId) =>
  (await callRoute(getMember, { params: { programId: program, memberId }, token: owner.token }))
    .data as Member;
const change = (memberId: string, json: unknown, options: Partial<CallOptions> = {}) =>
  callRoute(adjust, { params: { programId, memberId }, json, token: owner.token, ...options });
const update = (memberId: string, json: unknown, program = programId) =>
  callRoute(updateMember, {
    method: "PUT",
    params: { programId: program, memberId },
    json,
    token: owner.token,
  });
const entriesOf = async (memberId: string) =>
  (await MemberPointsEntry.find({ memberId }).lean()).sort((a, b) => a.sequence - b.sequence);
const locs = (data: unknown) => (data as Detail).detail.map((item) => [item.type, item.loc.join(".")]);

describe("manual adjustments and the ledger", () => {
  it("credits and debits with the user on the entry, and never below zero", async () => {
    const { id } = await joined();
    const credit = await change(id, { points: 120, reason: "Welcome gift" });
    expect(credit.status).toBe(201);
    expect(credit.data).toMatchObject({
      sequence: 1,
      points: 120,
      balanceAfter: 120,
      lifetimeAfter: 120,
      source: "manual",
      reason: "Welcome gift",
      actorUserId: owner.userId,
    });
    expect((await change(id, { points: -20, reason: "Correction" })).data).toMatchObject({
      balanceAfter: 100,
      lifetimeAfter: 120,
    });
    const over = await change(id, { points: -101, reason: "Too much" });
    expect([over.status, over.data]).toMatchObject([409, { detail: { code: "INSUFFICIENT_POINTS" } }]);
    expect(await member(id)).toMatchObject({ points: 100, lifetimePoints: 120 });
    // A head an interrupted writer left behind (an older sequence) does not win over the newest one.
    const stored = await MemberPointsHead.findOne({ memberId: id }).lean();
    expect(stored?.sequence).toBe(2);
    await MemberPointsHead.create({
      ...stored,
      _id: headIdOf(id, 1),
      sequence: 1,
      balance: 999,
      lifetime: 999,
    });
    const { memberNumber } = (await member(id)) as Member & { memberNumber: string };
    const listed = await callRoute(listMembers, {
      path: `/v2/x?q=${memberNumber}`,
      params: { programId },
      token: owner.token,
    });
    expect(listed.data).toMatchObject({ items: [{ id, points: 100, lifetimePoints: 120 }] });
    const page = await callRoute(ledger, {
      path: "/v2/x?limit=1",
      params: { programId, memberId: id },
      token: owner.token,
    });
    expect(page.data).toMatchObject({ items: [{ sequence: 2, points: -20 }], hasMore: true, nextOffset: 1 });
    const rest = await callRoute(ledger, {
      path: "/v2/x?offset=1",
      params: { programId, memberId: id },
      token: owner.token,
    });
    expect(rest.data).toMatchObject({ items: [{ sequence: 1 }], hasMore: false, nextOffset: null });
  });

  it("pages a long ledger newest first across its buckets of 100", async () => {
    const { id } = await joined();
    for (let index = 1; index <= 125; index++) await change(id, { points: index, reason: `#${index}` });
    const pageAt = async (query: string) =>
      (
        await callRoute(ledger, {
          path: `/v2/x?${query}`,
          params: { programId, memberId: id },
          token: owner.token,
        })
      ).data as { items: Entry[]; hasMore: boolean; nextOffset: number | null };
    const middle = await pageAt("offset=20&limit=10");
    expect(middle.items.map((entry) => entry.sequence)).toEqual([
      105, 104, 103, 102, 101, 100, 99, 98, 97, 96,
    ]);
    expect(middle).toMatchObject({ hasMore: true, nextOffset: 30 });
    const tail = await pageAt("page=3&limit=50");
    expect(tail.items.map((entry) => entry.sequence)).toEqual([
      25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(tail).toMatchObject({ hasMore: false, nextOffset: null });
    expect((await pageAt("offset=500")).items).toEqual([]);
    expect(await member(id)).toMatchObject({ points: (125 * 126) / 2 });
  }, 120_000);

  it("answers bad adjustments with 422 and changes nothing", async () => {
    const { id } = await joined();
    const cases: [unknown, [string, string][]][] = [
      [{ points: 0, reason: "x" }, [["value_error", "body.points"]]],
      [{ points: 1.5, reason: "x" }, [["int_from_float", "body.points"]]],
      [{ points: "ten", reason: "x" }, [["int_parsing", "body.points"]]],
      [{ points: 5 }, [["missing", "body.reason"]]],
      [{ points: 5, reason: "" }, [["string_too_short", "body.reason"]]],
      [{ points: 5, reason: "x".repeat(201) }, [["string_too_long", "body.reason"]]],
      [{ points: 2_000_000, reason: "x" }, [["less_than_equal", "body.points"]]],
    ];
    for (const [json, expected] of cases) {
      const response = await change(id, json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(locs(response.data)).toEqual(expected);
    }
    const malformed = await change(id, undefined, {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(locs(malformed.data)).toEqual([["json_invalid", "body.1"]]);
    expect(await entriesOf(id)).toEqual([]);
    expect((await change(id, { points: 5, reason: "x" }, { token: stranger.token })).status).toBe(404);
    expect((await change("0".repeat(24), { points: 5, reason: "x" })).status).toBe(404);
  });

  it("lets exactly 10 of 20 concurrent debits of 10 through a balance of 100, ending at 0 (real database)", async () => {
    const { id } = await joined();
    await change(id, { points: 100, reason: "Start" });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => change(id, { points: -10, reason: "Coffee" })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await member(id)).toMatchObject({ points: 0, lifetimePoints: 100 });
    expect((await entriesOf(id)).map((entry) => entry.sequence)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
  }, 120_000);
});

describe("rules", () => {
  let rules: string;
  beforeAll(async () => {
    rules = (
      await loyaltyProgram(owner.merchantId, {
        name: "Rules",
        country: "DE",
        pointsAddEmail: 10,
        pointsAddPhone: 7,
        pointsInstallPass: 25,
        customFields: [
          { name: "birthdayMonth", type: "number", points: 5 },
          { name: "note", type: "text" },
        ],
      })
    ).id;
  });

  it("credits pointsAddEmail, pointsAddPhone and a custom field's points once each, at join or later", async () => {
    const joinedWithEmail = await joined(
      { email: `r-${tag()}@example.com`, customFields: { note: "hi" } },
      rules,
    );
    expect(joinedWithEmail).toMatchObject({ points: 10, lifetimePoints: 10 });
    const { id } = joinedWithEmail;
    await update(id, { phone: "030 1234567", customFields: { birthdayMonth: 4 } }, rules);
    expect(await member(id, rules)).toMatchObject({ points: 22 });
    // Removing and adding again earns nothing more.
    await update(id, { email: null, phone: null, customFields: { birthdayMonth: null } }, rules);
    await update(
      id,
      { email: `again-${tag()}@example.com`, phone: "030 7654321", customFields: { birthdayMonth: 5 } },
      rules,
    );
    expect(await member(id, rules)).toMatchObject({ points: 22 });
    expect((await entriesOf(id)).map((entry) => [entry.source, entry.reason, entry.points])).toEqual([
      ["rule", "pointsAddEmail", 10],
      ["rule", "pointsAddPhone", 7],
      ["rule", "customField:birthdayMonth", 5],
    ]);
  });

  it("keeps a one-time rule once under concurrent updates", async () => {
    const { id } = await joined({}, rules);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => update(id, { phone: `030 123456${index}` }, rules)),
    );
    expect(results.every((result) => result.status === 200 || result.status === 409)).toBe(true);
    const credits = (await entriesOf(id)).filter((entry) => entry.reason === "pointsAddPhone");
    expect(credits).toHaveLength(1);
    // The phone the member ended with is held by the member's key, so no one else can join with it.
    const { phone } = (await member(id, rules)) as Member & { phone: string };
    expect(await MemberKey.exists({ _id: memberKeyOf(rules, "phone", phone), memberId: id })).not.toBeNull();
  }, 60_000);

  it("credits pointsInstallPass once when the pass is first installed (recordPassInstalled)", async () => {
    const { id } = await joined({}, rules);
    const results = await Promise.all(Array.from({ length: 6 }, () => recordPassInstalled({ memberId: id })));
    expect(results.filter((result) => result.entry !== null)).toHaveLength(1);
    expect(results.find((result) => result.entry)?.entry).toMatchObject({
      points: 25,
      reason: "pointsInstallPass",
    });
    expect((await recordPassInstalled({ memberId: id })).member).toMatchObject({ points: 25 });
    await expect(recordPassInstalled({ memberId: "0".repeat(24) })).rejects.toMatchObject({ status: 404 });
    const plain = await joined({});
    expect((await recordPassInstalled({ memberId: plain.id })).entry).toBeNull();
  }, 60_000);
});

describe("referrals", () => {
  it("links the new member and credits the referrer at once when referralRequiredPoints is 0", async () => {
    const program = (await loyaltyProgram(owner.merchantId, { name: "Refer now", pointsReferral: 30 })).id;
    const referrer = await joined({ email: `a-${tag()}@example.com` }, program);
    const friend = await joined({ referralCode: referrer.referralCode.toLowerCase() }, program);
    expect(friend).toMatchObject({ referredBy: referrer.id, points: 0 });
    expect(await member(referrer.id, program)).toMatchObject({ points: 30 });
    const entries = await entriesOf(referrer.id);
    expect(entries.map((entry) => [entry.source, entry.reason])).toEqual([
      ["referral", `referral:${friend.id}`],
    ]);
  });

  it("credits the referrer once the new member has earned referralRequiredPoints, and only once", async () => {
    const program = (
      await loyaltyProgram(owner.merchantId, {
        name: "Refer later",
        pointsReferral: 40,
        referralRequiredPoints: 50,
      })
    ).id;
    const referrer = await joined({}, program);
    const friend = await joined({ referralCode: referrer.referralCode }, program);
    const adjustIn = (points: number) =>
      callRoute(adjust, {
        params: { programId: program, memberId: friend.id },
        json: { points, reason: "Purchase" },
        token: owner.token,
      });
    await adjustIn(30);
    expect(await member(referrer.id, program)).toMatchObject({ points: 0 });
    await adjustIn(-30);
    await adjustIn(20);
    // Earned means lifetime points: 30 + 20 = 50 although the balance is 20.
    expect(await member(referrer.id, program)).toMatchObject({ points: 40 });
    await Promise.all([adjustIn(10), adjustIn(10), adjustIn(10)]);
    expect(await member(referrer.id, program)).toMatchObject({ points: 40 });
  }, 60_000);

  it("refuses unknown codes, another program's codes and self-referral with a clear 422", async () => {
    const program = (await loyaltyProgram(owner.merchantId, { name: "Refer rules", pointsReferral: 5 })).id;
    const other = (await loyaltyProgram(owner.merchantId, { name: "Refer other" })).id;
    const email = `self-${tag()}@example.com`;
    const referrer = await joined({ email }, program);
    const stranger = await joined({}, other);
    const attempt = async (json: Record<string, unknown>) => {
      const response = await callRoute(join, { params: { programId: program }, json, token: owner.token });
      expect(response.status).toBe(422);
      const [item] = (response.data as { detail: { loc: string[]; msg: string }[] }).detail;
      expect(item?.loc).toEqual(["body", "referralCode"]);
      return item?.msg;
    };
    expect(await attempt({ referralCode: "NOSUCHCODE" })).toBe("Value error, unknown referral code");
    expect(await attempt({ referralCode: stranger.referralCode })).toMatch(/another program/);
    // Another merchant's code: as unknown as one that does not exist (decision 033).
    const elsewhere = await merchantWithToken("Refer elsewhere");
    const theirProgram = (await loyaltyProgram(elsewhere.merchantId, { name: "Refer theirs" })).id;
    const theirs = await joinedMember(elsewhere.merchantId, theirProgram, {
      email: `their-${tag()}@example.com`,
    });
    expect(await attempt({ referralCode: theirs.referralCode })).toBe("Value error, unknown referral code");
    expect(await attempt({ referralCode: referrer.referralCode, email })).toMatch(/cannot refer themselves/);
  });
});

describe("tiers", () => {
  it("follow lifetime points on tieredMembership programs and never drop when points are spent", async () => {
    const tiers = [
      { name: "Bronze", minLifetimePoints: 0 },
      { name: "Silver", minLifetimePoints: 100 },
      { name: "Gold", minLifetimePoints: 500 },
    ];
    const program = (
      await loyaltyProgram(owner.merchantId, { name: "Tiered", schema: "tieredMembership", tiers })
    ).id;
    const { id, tier } = await joined({}, program);
    expect(tier).toBe("Bronze");
    const adjustIn = (points: number) =>
      callRoute(adjust, {
        params: { programId: program, memberId: id },
        json: { points, reason: "x" },
        token: owner.token,
      });
    await adjustIn(150);
    expect(await member(id, program)).toMatchObject({ tier: "Silver" });
    await adjustIn(-150);
    expect(await member(id, program)).toMatchObject({ points: 0, tier: "Silver" });
    const stamps = (await loyaltyProgram(owner.merchantId, { name: "Stamps", schema: "stampCard", tiers }))
      .id;
    expect((await joined({}, stamps)).tier).toBeNull();
  });

  it("must ascend, at most 10 (422 otherwise), on create and update", async () => {
    const create = (tiers: unknown) =>
      callRoute(createProgram, {
        json: { passTypeIdentifier: "pass.t", name: "T", tiers },
        token: owner.token,
      });
    const descending = await create([
      { name: "Gold", minLifetimePoints: 500 },
      { name: "Silver", minLifetimePoints: 100 },
    ]);
    expect(locs(descending.data)).toEqual([["value_error", "body.tiers.1.minLifetimePoints"]]);
    const many = Array.from({ length: 11 }, (_, index) => ({ name: `T${index}`, minLifetimePoints: index }));
    expect(locs((await create(many)).data)).toEqual([["too_long", "body.tiers"]]);
    expect(locs((await create([{ name: "", minLifetimePoints: -1 }])).data)).toEqual([
      ["string_too_short", "body.tiers.0.name"],
      ["greater_than_equal", "body.tiers.0.minLifetimePoints"],
    ]);
    const created = await create(many.slice(0, 10));
    expect(created.status).toBe(201);
    const id = (created.data as { id: string }).id;
    const bad = await callRoute(updateProgram, {
      method: "PUT",
      params: { programId: id },
      json: {
        tiers: [
          { name: "A", minLifetimePoints: 5 },
          { name: "B", minLifetimePoints: 5 },
        ],
      },
      token: owner.token,
    });
    expect(locs(bad.data)).toEqual([["value_error", "body.tiers.1.minLifetimePoints"]]);
  });
});
