import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { createAppKeySchema } from "@/lib/schemas/app-key";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { createAppKey } from "@/lib/services/app-keys/create-app-key";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import { listMembers } from "@/lib/services/members/list-members";
import { memberKeyOf } from "@/lib/services/members/member-keys";
import { archiveProgram } from "@/lib/services/programs/change-program-status";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { expandEventBatchHandler } from "@/lib/services/webhooks/fan-out-event";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { POST } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Result = {
  row: number;
  status: "created" | "duplicate" | "refused";
  memberId?: string;
  memberNumber?: string | null;
  matchedKey?: string;
  issues?: { type: string; loc: (string | number)[]; msg: string }[];
};
type Answer = { results: Result[]; created: number; duplicates: number; refused: number };

let owner: Account;
let stranger: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Importer");
  stranger = await merchantWithToken("Stranger");
});

const unique = () => Math.random().toString(36).slice(2, 10);
const send = (programId: string, json: unknown, options: Partial<CallOptions> = {}) =>
  callRoute(POST, { params: { programId }, json, token: owner.token, ...options });
async function imported(programId: string, rows: unknown[]): Promise<Answer> {
  const response = await send(programId, { rows });
  expect(response.status, response.text).toBe(200);
  return response.data as Answer;
}
const statuses = (answer: Answer) => answer.results.map((result) => result.status);
const issueOf = (result: Result | undefined) =>
  result?.issues?.map((issue) => [issue.type, issue.loc.join(".")]);

describe("importing a batch of rows", () => {
  it("creates the good rows and answers one result per row: created, duplicate or refused with its issues", async () => {
    const program = await loyaltyProgram(owner.merchantId, { country: "DE" });
    const existing = await joinedMember(owner.merchantId, program.id, {
      email: `known-${unique()}@example.com`,
    });
    const stamp = unique();
    const rows = [
      { email: `ada-${stamp}@example.com`, firstName: "Ada", lastName: "Lovelace", birthday: "1815-12-10" },
      { email: "not an e-mail", firstName: "Broken" },
      { firstName: "No key at all" },
      { email: existing.email?.toUpperCase() },
      { phone: "030 1234567", externalId: `crm-${stamp}` },
      { email: `ADA-${stamp}@example.com`, firstName: "Ada again" },
      { externalId: `crm-${stamp}`, firstName: "Same external id" },
      { email: `bea-${stamp}@example.com`, marketingConsent: "yes", points: "25" },
    ];
    const answer = await imported(program.id, rows);
    expect(statuses(answer)).toEqual([
      "created",
      "refused",
      "refused",
      "duplicate",
      "created",
      "duplicate",
      "duplicate",
      "created",
    ]);
    expect(answer.results.map((result) => result.row)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect({ created: answer.created, duplicates: answer.duplicates, refused: answer.refused }).toEqual({
      created: 3,
      duplicates: 3,
      refused: 2,
    });
    expect(issueOf(answer.results[1])).toEqual([["value_error", "body.rows.1.email"]]);
    expect(issueOf(answer.results[2])).toEqual([["import_key_missing", "body.rows.2"]]);
    expect(answer.results[3]).toMatchObject({
      matchedKey: "email",
      memberId: existing.id,
      memberNumber: existing.memberNumber,
    });
    // Later rows of the batch with an earlier row's e-mail or external id are duplicates of that row's member.
    expect(answer.results[5]).toMatchObject({ matchedKey: "email", memberId: answer.results[0]?.memberId });
    expect(answer.results[5]?.memberNumber).toBe(answer.results[0]?.memberNumber);
    expect(answer.results[6]).toMatchObject({
      matchedKey: "externalId",
      memberId: answer.results[4]?.memberId,
    });

    const phoneMember = await Member.findById(answer.results[4]?.memberId).lean();
    expect(phoneMember).toMatchObject({
      phone: "+49301234567",
      status: "active",
      memberNumber: answer.results[4]?.memberNumber,
    });
    const bea = await Member.findById(answer.results[7]?.memberId).lean();
    expect(bea?.marketingConsent).toBe(true);
    // Numbered after the member who joined before, densely: 1 (the join), then 2, 3, 4.
    const seqs = (await Member.find({ programId: program.id }).lean()).map((member) => member.seq).sort();
    expect(seqs).toEqual([1, 2, 3, 4]);
    const listed = await listMembers({
      merchantId: owner.merchantId,
      programId: program.id,
      query: { page: 1, limit: 10 },
    });
    expect(listed.items.map((member) => member.firstName)).toEqual([null, null, "Ada", null]);
    expect(listed.items.find((member) => member.id === bea?._id.toString())?.points).toBe(25);
  });

  it("creates nothing twice when the same rows are sent again", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const stamp = unique();
    const rows = Array.from({ length: 30 }, (_, index) =>
      index % 10 === 9
        ? { firstName: `Nameless ${index}` }
        : { email: `again-${index}-${stamp}@example.com`, points: 5 },
    );
    const first = await imported(program.id, rows);
    expect([first.created, first.duplicates, first.refused]).toEqual([27, 0, 3]);
    const again = await imported(program.id, rows);
    expect([again.created, again.duplicates, again.refused]).toEqual([0, 27, 3]);
    for (const [index, result] of again.results.entries()) {
      if (result.status !== "duplicate") continue;
      expect(result.memberId).toBe(first.results[index]?.memberId);
      expect(result.memberNumber).toBe(first.results[index]?.memberNumber);
    }
    expect(await Member.countDocuments({ programId: program.id })).toBe(27);
    expect(await memberSequence.last(program.id)).toBe(27);
    // The opening balance was credited once per member, not again by the second run.
    expect(await MemberPointsEntry.countDocuments({ programId: program.id, source: "import" })).toBe(27);
  });

  it("credits the opening balance and the program's join rules, as a join would", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      schema: "tieredMembership",
      tiers: [{ name: "Gold", minLifetimePoints: 100 }],
      pointsAddEmail: 3,
      pointsAddPhone: 2,
      customFields: [{ name: "shoeSize", type: "number", points: 4 }],
    });
    const answer = await imported(program.id, [
      { email: `rules-${unique()}@example.com`, points: 100, customFields: { shoeSize: "42" } },
    ]);
    const memberId = answer.results[0]?.memberId;
    const entries = await MemberPointsEntry.find({ memberId }).lean();
    expect(
      entries
        .sort((a, b) => a.sequence - b.sequence)
        .map((entry) => [entry.sequence, entry.source, entry.points, entry.balanceAfter, entry.onceKey]),
    ).toEqual([
      [1, "import", 100, 100, "import"],
      [2, "rule", 3, 103, "pointsAddEmail"],
      [3, "rule", 4, 107, "customField:shoeSize"],
    ]);
    const listed = await listMembers({
      merchantId: owner.merchantId,
      programId: program.id,
      query: { page: 1, limit: 10 },
    });
    expect(listed.items[0]).toMatchObject({
      points: 107,
      lifetimePoints: 107,
      tier: "Gold",
      customFields: { shoeSize: 42 },
    });
  });

  it("refuses rows that break the program's rules, located in the batch, and imports the rest", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      country: "DE",
      requiredFields: ["lastName"],
      customFields: [{ name: "size", type: "selection", options: ["S", "M"] }],
    });
    const answer = await imported(program.id, [
      { email: `ok-${unique()}@example.com`, lastName: "Fine", customFields: { size: "M" } },
      { email: `no-name-${unique()}@example.com` },
      { email: `xl-${unique()}@example.com`, lastName: "Big", customFields: { size: "XL", colour: "red" } },
      { phone: "not a phone", lastName: "Broken" },
      { email: `minus-${unique()}@example.com`, lastName: "Minus", points: -5, birthday: "31.12.1990" },
    ]);
    expect(statuses(answer)).toEqual(["created", "refused", "refused", "refused", "refused"]);
    expect(issueOf(answer.results[1])).toEqual([["missing", "body.rows.1.lastName"]]);
    expect(issueOf(answer.results[2])).toEqual([
      ["extra_forbidden", "body.rows.2.customFields.colour"],
      ["enum", "body.rows.2.customFields.size"],
    ]);
    expect(issueOf(answer.results[3])).toEqual([["value_error", "body.rows.3.phone"]]);
    expect(issueOf(answer.results[4])).toEqual([
      ["date_parsing", "body.rows.4.birthday"],
      ["greater_than_equal", "body.rows.4.points"],
    ]);
    expect(await Member.countDocuments({ programId: program.id })).toBe(1);
  });

  it("announces each created member and each credit to the merchant's webhooks, once", async () => {
    const merchant = await merchantWithToken("Hooked importer");
    await createWebhook({
      merchantId: merchant.merchantId,
      input: createWebhookSchema.parse({
        url: "https://hooks.example.com/import",
        events: ["member.created", "points.changed"],
      }),
    });
    const program = await loyaltyProgram(merchant.merchantId, { pointsAddEmail: 5 });
    const rows = [{ email: `hook-1-${unique()}@example.com` }, { email: `hook-2-${unique()}@example.com` }];
    const answer = await imported2(merchant, program.id, rows);
    await imported2(merchant, program.id, rows);
    // The import writes its events as one batch row; the worker expands it into one row per event.
    const batches = await OutboxMessage.find({ merchantId: merchant.merchantId }).lean();
    expect(batches.map((message) => message.kind)).toEqual(["webhook-event-batch"]);
    const worker = createOutboxWorker({ handlers: { "webhook-event-batch": expandEventBatchHandler } });
    expect((await worker.runOnce()).sent).toBeGreaterThanOrEqual(1);
    expect((await worker.runOnce()).sent).toBe(0);
    const messages = await OutboxMessage.find({ merchantId: merchant.merchantId }).lean();
    expect(messages.every((message) => message.kind === "webhook-event")).toBe(true);
    const keys = messages.map((message) => message.key).sort();
    const memberIds = answer.results.map((result) => result.memberId);
    expect(keys.filter((key) => key.startsWith("event:member.created:"))).toEqual(
      memberIds.map((id) => `event:member.created:${id}`).sort(),
    );
    const credits = messages.filter((message) => message.key.startsWith("event:points.changed:"));
    expect(credits.map((message) => (message.payload as { data: { delta: number } }).data.delta)).toEqual([
      5, 5,
    ]);
  });

  it("takes over a key left by a join that crashed before storing its member", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const email = `orphan-${unique()}@example.com`;
    await MemberKey.collection.insertOne({
      _id: memberKeyOf(program.id, "email", email) as never,
      merchantId: owner.merchantId,
      programId: program.id,
      memberId: new (await import("mongoose")).Types.ObjectId(),
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const answer = await imported(program.id, [{ email }]);
    expect(statuses(answer)).toEqual(["created"]);
  });
});

async function imported2(account: Account, programId: string, rows: unknown[]) {
  const response = await callRoute(POST, { params: { programId }, json: { rows }, token: account.token });
  expect(response.status, response.text).toBe(200);
  return response.data as Answer;
}

describe("concurrency", () => {
  it("keeps the sequence dense and each person single when imports and joins run at once", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const stamp = unique();
    const rows = Array.from({ length: 120 }, (_, index) => ({ email: `busy-${index}-${stamp}@example.com` }));
    const answers = await Promise.all([
      imported(program.id, rows.slice(0, 80)),
      imported(program.id, rows.slice(40)),
      ...Array.from({ length: 10 }, (_, index) =>
        joinedMember(owner.merchantId, program.id, { email: `joiner-${index}-${stamp}@example.com` }),
      ),
    ]);
    const [first, second] = answers as [Answer, Answer];
    expect(first.created + second.created).toBe(120);
    expect(first.duplicates + second.duplicates).toBe(40);
    const members = await Member.find({ programId: program.id }).lean();
    expect(members).toHaveLength(130);
    expect(new Set(members.map((member) => member.email)).size).toBe(130);
    expect(members.map((member) => member.seq).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 130 }, (_, index) => index + 1),
    );
  });
});

describe("who may import what", () => {
  it("answers 404 for another merchant's program and 409 for a gift-card or archived program", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const rows = [{ email: `x-${unique()}@example.com` }];
    expect((await send(program.id, { rows }, { token: stranger.token })).status).toBe(404);
    const gift = await giftCardProgram(owner.merchantId);
    const notLoyalty = await send(gift.id, { rows });
    expect(notLoyalty.status).toBe(409);
    expect(notLoyalty.data).toMatchObject({ detail: { code: "PROGRAM_NOT_LOYALTY" } });
    await archiveProgram({ merchantId: owner.merchantId, programId: program.id });
    const archived = await send(program.id, { rows });
    expect(archived.status).toBe(409);
    expect(archived.data).toMatchObject({ detail: { code: "PROGRAM_ARCHIVED" } });
    expect(await Member.countDocuments({ programId: program.id })).toBe(0);
  });

  it("refuses a read-only app key and takes a full one", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const keyOf = (fullAccess: boolean) =>
      createAppKey({
        merchantId: owner.merchantId,
        createdBy: owner.userId,
        input: createAppKeySchema.parse({ name: "Importer", fullAccess }),
      });
    const rows = [{ email: `key-${unique()}@example.com` }];
    const readOnly = await send(program.id, { rows }, { token: (await keyOf(false)).token });
    expect(readOnly.status).toBe(403);
    expect(readOnly.data).toMatchObject({ detail: { code: "APP_KEY_READ_ONLY" } });
    const full = await send(program.id, { rows }, { token: (await keyOf(true)).token });
    expect(full.status).toBe(200);
  });

  it("answers 422 for a batch that is not a list of 1 to 500 objects, and 413 for an oversized body", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const empty = await send(program.id, { rows: [] });
    expect(empty.status).toBe(422);
    expect(
      issueOf({ row: 0, status: "refused", issues: (empty.data as { detail: Result["issues"] }).detail }),
    ).toEqual([["too_short", "body.rows"]]);
    const tooMany = await send(program.id, {
      rows: Array.from({ length: 501 }, () => ({ email: "a@example.com" })),
    });
    expect(tooMany.status).toBe(422);
    const notObjects = await send(program.id, { rows: [{ email: `ok-${unique()}@example.com` }, "text", 5] });
    expect(notObjects.status).toBe(422);
    expect((notObjects.data as { detail: { loc: unknown[] }[] }).detail.map((item) => item.loc)).toEqual([
      ["body", "rows", 1],
      ["body", "rows", 2],
    ]);
    const huge = await send(program.id, {
      rows: [{ email: "a@example.com", firstName: "x".repeat(5 * 1024 * 1024) }],
    });
    expect(huge.status).toBe(413);
    expect((await send(program.id, "not json", {})).status).toBe(422);
    expect(await Member.countDocuments({ programId: program.id })).toBe(0);
  });
});
