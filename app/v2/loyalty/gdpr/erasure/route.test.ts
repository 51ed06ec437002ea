import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getGiftCardRecord } from "@/app/v2/giftcards/gdpr/erasure/[requestId]/route";
import { GET as listGiftCardRecords } from "@/app/v2/giftcards/gdpr/erasure/route";
import { addDays } from "@/lib/clock";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { fullGdprRecordSchema, loyaltyErasureResponseSchema } from "@/lib/schemas/loyalty-gdpr";
import { resumeClaimedErasures } from "@/lib/services/background-jobs/resume-claimed-erasures";
import type { ErasureStepHook } from "@/lib/services/gdpr/advance-erasure";
import { eraseSubjectData } from "@/lib/services/gdpr/erase-subject-data";
import { purgeExpired } from "@/lib/services/retention/purge-expired";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram, type SeededEntry, type SeededMember, seedMember } from "@/lib/testing/gdpr-members";
import { GET as getRecord } from "./[requestId]/route";
import { POST as erase, GET as listRecords } from "./route";

type Result = {
  requestId: string | null;
  status: string;
  affectedMembers: string[];
  message: string;
  completedAt: string | null;
};

const PERSONAL = ["email", "phone", "firstName", "lastName", "birthday", "externalId"] as const;
const HASHES = ["emailHash", "externalIdHash", "phoneHash"] as const;

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programA: string;
let programB: string;

beforeAll(async () => {
  owner = await merchantWithToken();
  programA = (await loyaltyProgram(owner.merchantId, { name: "Stamps A" })).id;
  programB = (await loyaltyProgram(owner.merchantId, { name: "Stamps B" })).id;
});

/** A person of their own per test, so the tests cannot see each other's erasures. */
const person = () => {
  const tag = randomBytes(4).toString("hex");
  return { email: `member-${tag}@example.com`, externalId: `ext-${tag}` };
};

const join = (
  programId: string,
  who: { email: string; externalId: string },
  points: SeededEntry[] = [{ points: 10 }],
) => seedMember({ merchantId: owner.merchantId, programId, ...who, points });

const eraseCall = (json: unknown, query = "", token = owner.token, headers: Record<string, string> = {}) =>
  callRoute(erase, { path: `/v2/loyalty/gdpr/erasure${query}`, json, token, headers });

async function expectErased(member: SeededMember, requestId: string | null) {
  const stored = await Member.findById(member.id).lean();
  for (const field of [...PERSONAL, ...HASHES]) expect(stored?.[field], field).toBeNull();
  expect(stored?.customFields).toEqual({});
  expect(stored?.marketingConsent).toBe(false);
  expect(stored?.status).toBe("erased");
  expect(stored?.erasedAt).toBeInstanceOf(Date);
  expect(String(stored?.erasureRequestId)).toBe(String(requestId));
  // Its number stops working: nothing answers to the old barcode or referral code any more.
  expect(stored?.memberNumber).toBe(`erased-${member.id}`);
  expect(stored?.referralCode).toBe(`erased-${member.id}`);
  expect(await Member.findOne({ memberNumber: member.memberNumber }).lean()).toBeNull();
  expect(await Member.findOne({ referralCode: member.referralCode }).lean()).toBeNull();
  expect(await MemberKey.countDocuments({ memberId: member.id })).toBe(0);
}

async function expectUntouched(member: SeededMember) {
  const stored = await Member.findById(member.id).lean();
  expect(stored).toMatchObject({
    email: member.email,
    externalId: member.externalId,
    memberNumber: member.memberNumber,
    status: "active",
    erasedAt: null,
  });
  expect(await MemberKey.countDocuments({ memberId: member.id })).toBeGreaterThan(0);
}

describe("POST /v2/loyalty/gdpr/erasure", () => {
  it("erases a person by e-mail in every program, keeps the ledger's amounts and frees the keys", async () => {
    const jane = person();
    const other = person();
    const inA = await join(programA, jane, [
      { points: 50 },
      { points: -20, source: "manual", reason: "Jane asked for coffee" },
    ]);
    const inB = await join(programB, jane);
    const bystander = await join(programA, other);
    const ledgerBefore = await MemberPointsEntry.find({ memberId: inA.id }).lean();

    const response = await eraseCall({ customerEmail: `  ${jane.email.toUpperCase()} `, reason: "Art. 17" });
    expect(response.status).toBe(200);
    const result = response.data as Result;
    expect(loyaltyErasureResponseSchema.strict().safeParse(result).error).toBeUndefined();
    expect(result.status).toBe("completed");
    expect(result.message).toBe("Erased the customer's data from 2 members");
    expect([...result.affectedMembers].sort()).toEqual([inA.id, inB.id].sort());
    await expectErased(inA, result.requestId);
    await expectErased(inB, result.requestId);
    await expectUntouched(bystander);

    const ledgerAfter = await MemberPointsEntry.find({ memberId: inA.id }).lean();
    const amounts = (entries: typeof ledgerBefore) =>
      entries.map((entry) => [
        entry.sequence,
        entry.points,
        entry.balanceAfter,
        entry.lifetimeAfter,
        entry.source,
      ]);
    expect(amounts(ledgerAfter)).toEqual(amounts(ledgerBefore));
    // A free-text reason of a manual adjustment may name the person: it goes too.
    expect(ledgerAfter.map((entry) => entry.reason)).toEqual([null, null]);

    // The e-mail and external id are free again: the same values can join the program anew.
    const again = await join(programA, jane);
    expect(again.id).not.toBe(inA.id);

    const repeat = (await eraseCall({ customerId: jane.externalId }, `?programId=${programB}`))
      .data as Result;
    expect(repeat).toMatchObject({ status: "no_match", affectedMembers: [] });
    expect(repeat.message).toBe("No matching member holds data of this customer: nothing was left to erase");
  });

  it("erases by customerId (the external id), narrowed to one program", async () => {
    const jane = person();
    const inA = await join(programA, jane);
    const inB = await join(programB, jane);
    const result = (await eraseCall({ customerId: ` ${jane.externalId} ` }, `?programId=${programB}`))
      .data as Result;
    expect(result).toMatchObject({ status: "completed", affectedMembers: [inB.id] });
    await expectErased(inB, result.requestId);
    await expectUntouched(inA);
  });

  it("erases one member by the memberId query parameter alone, and a repeat finds nothing left", async () => {
    const jane = person();
    const target = await join(programA, jane);
    const sibling = await join(programB, jane);
    const result = (await eraseCall({}, `?memberId=${target.id}`)).data as Result;
    expect(result).toMatchObject({ status: "completed", affectedMembers: [target.id] });
    await expectErased(target, result.requestId);
    await expectUntouched(sibling);
    const repeat = (await eraseCall({}, `?memberId=${target.id}`)).data as Result;
    expect(repeat).toMatchObject({ status: "no_match", affectedMembers: [] });
    expect(repeat.requestId).not.toBe(result.requestId);
  });

  it("requires every identifier given to match", async () => {
    const jane = person();
    const member = await join(programA, jane);
    const mismatch = (await eraseCall({ customerEmail: jane.email, customerId: "someone-else" }))
      .data as Result;
    expect(mismatch).toMatchObject({ status: "no_match", affectedMembers: [] });
    await expectUntouched(member);
  });

  it("answers a dry run with the would-be members and changes and records nothing", async () => {
    const jane = person();
    const members = [await join(programA, jane), await join(programB, jane)];
    const recordsBefore = await GdprRequest.countDocuments({ merchantId: owner.merchantId });
    const dry = (await eraseCall({ customerEmail: jane.email }, "?dryRun=true")).data as Result;
    expect(loyaltyErasureResponseSchema.strict().safeParse(dry).error).toBeUndefined();
    expect(dry).toMatchObject({ status: "dry_run", requestId: null, completedAt: null });
    expect(dry.message).toBe("2 members would be erased");
    expect([...dry.affectedMembers].sort()).toEqual(members.map((member) => member.id).sort());
    for (const member of members) await expectUntouched(member);
    expect(await GdprRequest.countDocuments({ merchantId: owner.merchantId })).toBe(recordsBefore);
    const none = (await eraseCall({ customerEmail: "nobody@example.com" }, "?dryRun=true")).data as Result;
    expect(none.message).toBe("No matching member holds data of this customer: nothing would be erased");
  });

  it("answers Pydantic-shaped 422s and changes nothing", async () => {
    const nobody = await eraseCall({ reason: "no one" });
    expect(nobody.status).toBe(422);
    expect(nobody.data).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["body"],
          msg: "Value error, Say whose data is meant: give customerId, customerEmail or the memberId query parameter",
          input: { reason: "no one" },
          ctx: { error: {} },
        },
      ],
    });
    const badIds = await eraseCall({ customerId: "x" }, "?programId=nothex&memberId=ABC&dryRun=maybe");
    expect(badIds.status).toBe(422);
    const detail = (badIds.data as { detail: { loc: unknown[]; type: string }[] }).detail;
    expect(detail.map((item) => [item.loc, item.type])).toEqual([
      [["query", "programId"], "string_pattern_mismatch"],
      [["query", "memberId"], "string_pattern_mismatch"],
      [["query", "dryRun"], "bool_parsing"],
    ]);
    const badEmail = await eraseCall({ customerEmail: "not-an-email" });
    expect(badEmail.data).toMatchObject({
      detail: [{ type: "value_error", loc: ["body", "customerEmail"] }],
    });
    const notObject = await eraseCall([1, 2]);
    expect(notObject.data).toMatchObject({ detail: [{ type: "model_attributes_type", loc: ["body"] }] });
    const malformed = await callRoute(erase, {
      path: "/v2/loyalty/gdpr/erasure",
      body: '{"customerId":',
      token: owner.token,
      headers: { "content-type": "application/json" },
    });
    expect(malformed.data).toMatchObject({ detail: [{ type: "json_invalid" }] });
  });

  it("answers 404 for another merchant's program or member and touches nothing", async () => {
    const jane = person();
    const member = await join(programA, jane);
    const other = await merchantWithToken();
    expect(
      (await eraseCall({ customerEmail: jane.email }, `?programId=${programA}`, other.token)).status,
    ).toBe(404);
    const foreignMember = await eraseCall({}, `?memberId=${member.id}`, other.token);
    expect(foreignMember.status).toBe(404);
    expect(foreignMember.data).toEqual({ detail: "Member not found" });
    const otherMerchantsEmail = (await eraseCall({ customerEmail: jane.email }, "", other.token))
      .data as Result;
    expect(otherMerchantsEmail).toMatchObject({ status: "no_match", affectedMembers: [] });
    expect((await eraseCall({}, "?memberId=0123456789abcdef01234567")).status).toBe(404);
    expect((await eraseCall({}, `?memberId=${member.id}&programId=${programB}`)).status).toBe(404);
    await expectUntouched(member);
  });

  it("lets support staff erase for the merchant they name in X-Merchant-Id", async () => {
    const staff = await staffWithToken();
    const jane = person();
    const member = await join(programA, jane);
    const unnamed = await eraseCall({ customerEmail: jane.email }, "", staff.token);
    expect(unnamed.data).toMatchObject({ detail: { code: "MERCHANT_SCOPE_REQUIRED" } });
    await expectUntouched(member);
    const named = await eraseCall({ customerEmail: jane.email }, "", staff.token, {
      "x-merchant-id": owner.merchantId,
    });
    expect((named.data as Result).affectedMembers).toEqual([member.id]);
    const record = await GdprRequest.findById((named.data as Result).requestId).lean();
    expect(record?.requestedBy).toMatchObject({ role: "staff" });
  });
});

describe("a members' erasure interrupted by a crash", () => {
  class InjectedCrash extends Error {}
  const crashAfter =
    (step: string): ErasureStepHook =>
    (reached) => {
      if (reached === step) throw new InjectedCrash(`crash after ${step}`);
    };
  const start = (email: string, afterStep: ErasureStepHook) =>
    eraseSubjectData({
      merchantId: owner.merchantId,
      requester: { userId: owner.userId, role: "owner" },
      covers: ["members"],
      query: {},
      input: { customerEmail: email },
      afterStep,
    });

  it("names every member before the first is erased; a retry of the request answers the finished one", async () => {
    const jane = person();
    const members = [await join(programA, jane), await join(programB, jane)];
    await expect(start(jane.email, crashAfter("member-erased"))).rejects.toThrow(InjectedCrash);
    const [record] = await GdprRequest.find({ merchantId: owner.merchantId, status: "erasing" }).lean();
    expect(record?.affectedMembers.map(String).sort()).toEqual(members.map((member) => member.id).sort());
    const stillThere = await Promise.all(members.map((member) => Member.findById(member.id).lean()));
    expect(stillThere.filter((member) => member?.status === "erased")).toHaveLength(1);

    const retry = (await eraseCall({ customerEmail: jane.email })).data as Result;
    expect(retry).toMatchObject({ requestId: String(record?._id), status: "completed" });
    expect([...retry.affectedMembers].sort()).toEqual(members.map((member) => member.id).sort());
    for (const member of members) await expectErased(member, retry.requestId);
  });

  it("is completed at server start when it crashed before any member was touched", async () => {
    const jane = person();
    const member = await join(programA, jane);
    await expect(start(jane.email, crashAfter("received"))).rejects.toThrow(InjectedCrash);
    await expectUntouched(member);
    expect((await resumeClaimedErasures()).resumed).toBeGreaterThanOrEqual(1);
    const record = await GdprRequest.findOne({ merchantId: owner.merchantId, status: "completed" })
      .sort({ createdAt: -1 })
      .lean();
    await expectErased(member, String(record?._id));
  });
});

describe("the members' audit trail", () => {
  it("stores no personal data, shows the members reached, and forgets its HMACs after the retention period", async () => {
    const jane = person();
    const program = await loyaltyProgram(owner.merchantId, { retention_period_days: 30 });
    const member = await join(program.id, jane);
    const T0 = new Date("2026-05-01T10:00:00Z");
    const outcome = await eraseSubjectData({
      merchantId: owner.merchantId,
      requester: { userId: owner.userId, role: "owner" },
      covers: ["members"],
      query: { programId: program.id },
      input: { customerEmail: jane.email, customerId: jane.externalId, reason: "ticket 7" },
      now: () => T0,
    });
    const requestId = String(outcome.requestId);
    const stored = await GdprRequest.findById(requestId).lean();
    const raw = JSON.stringify(stored).toLowerCase();
    for (const value of [jane.email, jane.externalId, "erika", "mustermann", "flat white"])
      expect(raw).not.toContain(value);
    expect(stored?.subject?.emailHash).toMatch(/^[0-9a-f]{64}$/);

    const record = await callRoute(getRecord, { params: { requestId }, token: owner.token });
    expect(fullGdprRecordSchema.strict().safeParse(record.data).error).toBeUndefined();
    expect(record.data).toMatchObject({
      kind: "erasure",
      status: "completed",
      covers: ["members"],
      scope: { programId: program.id, cardId: null, memberId: null },
      identifiedBy: ["customerEmail", "customerId"],
      affectedCards: [],
      affectedMembers: [member.id],
      reason: "ticket 7",
    });
    expect(JSON.stringify(record.data)).not.toMatch(/Hash|subject/);
    const listed = await callRoute(listRecords, { path: "/v2/loyalty/gdpr/erasure", token: owner.token });
    expect((listed.data as { items: { id: string }[] }).items.map((item) => item.id)).toContain(requestId);
    // The gift-card audit trail keeps to what reached gift cards.
    expect((await callRoute(getGiftCardRecord, { params: { requestId }, token: owner.token })).status).toBe(
      404,
    );
    const giftCardList = await callRoute(listGiftCardRecords, {
      path: "/v2/x?limit=100",
      token: owner.token,
    });
    expect((giftCardList.data as { items: { id: string }[] }).items.map((item) => item.id)).not.toContain(
      requestId,
    );
    const other = await merchantWithToken();
    expect((await callRoute(getRecord, { params: { requestId }, token: other.token })).status).toBe(404);

    await purgeExpired({ now: () => addDays(T0, 29) });
    expect((await GdprRequest.findById(requestId).lean())?.subject?.emailHash).not.toBeNull();
    await purgeExpired({ now: () => addDays(T0, 30) });
    const forgotten = await GdprRequest.findById(requestId).lean();
    expect(forgotten?.subject).toMatchObject({ emailHash: null, customerIdHash: null });
    expect(forgotten?.status).toBe("completed");
  });
});
