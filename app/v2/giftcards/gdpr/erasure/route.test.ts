import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as redeem } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { GET as getCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/route";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { erasureResponseSchema, gdprRecordSchema } from "@/lib/schemas/gdpr";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { GET as getRecord } from "./[requestId]/route";
import { POST as erase, GET as listRecords } from "./route";

type Card = { id: string; programId: string; balance: string } & Record<string, unknown>;
type Result = {
  requestId: string | null;
  status: string;
  affectedCards: string[];
  message: string;
  completedAt: string | null;
};

const PERSONAL = [
  "customerId",
  "customerEmail",
  "customerPhone",
  "customerName",
  "senderName",
  "customMessage",
];

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programA: string;
let programB: string;

beforeAll(async () => {
  owner = await merchantWithToken();
  programA = (await giftCardProgram(owner.merchantId, { name: "A" })).id;
  programB = (await giftCardProgram(owner.merchantId, { name: "B" })).id;
});

/** A customer of their own per test, so the tests cannot see each other's erasures. */
const customer = () => {
  const tag = randomBytes(4).toString("hex");
  return { email: `cust-${tag}@example.com`, id: `id-${tag}` };
};

async function issue(programId: string, person: { email: string; id: string }, value = "20.00") {
  const response = await callRoute(issueCard, {
    params: { programId },
    token: owner.token,
    json: {
      initialValue: value,
      customerEmail: person.email,
      customerId: person.id,
      customerPhone: "+49 170 000",
      customerName: "Jane Roe",
      senderName: "John Roe",
      customMessage: "For you",
    },
  });
  expect(response.status).toBe(201);
  return response.data as Card;
}

const eraseCall = (json: unknown, query = "", token = owner.token, headers: Record<string, string> = {}) =>
  callRoute(erase, { path: `/v2/giftcards/gdpr/erasure${query}`, json, token, headers });

const readCard = async (card: Card) =>
  (await callRoute(getCard, { params: { programId: card.programId, cardId: card.id }, token: owner.token }))
    .data as Card;

async function expectErased(card: Card) {
  const now = await readCard(card);
  for (const field of PERSONAL) expect(now[field], field).toBeNull();
  expect(now.erasedAt).not.toBeNull();
  expect(now.cardNumber).toBe(card.cardNumber);
  const stored = await GiftCard.findById(card.id).lean();
  expect(stored?.customerEmailHash).toBeNull();
  expect(stored?.customerIdHash).toBeNull();
  return now;
}

async function expectUntouched(card: Card) {
  const now = await readCard(card);
  for (const field of PERSONAL) expect(now[field], field).toBe(card[field]);
  expect(now.erasedAt).toBeNull();
}

describe("POST /v2/giftcards/gdpr/erasure", () => {
  it("erases one customer by e-mail (any case, spaces) and leaves the other customer, balances and ledger", async () => {
    const jane = customer();
    const other = customer();
    const janeCards = [await issue(programA, jane), await issue(programA, jane), await issue(programB, jane)];
    const otherCard = await issue(programA, other);
    const first = janeCards[0] as Card;
    await callRoute(redeem, {
      params: { programId: programA, cardId: first.id },
      json: { amount: "3.50" },
      token: owner.token,
    });
    const ledgerBefore = await GiftCardEntry.find({ cardId: first.id }).lean();

    const response = await eraseCall({
      customerEmail: `  ${jane.email.toUpperCase()} `,
      reason: "Art. 17 request",
    });
    expect(response.status).toBe(200);
    const result = response.data as Result;
    expect(erasureResponseSchema.strict().safeParse(result).error).toBeUndefined();
    expect(result).toMatchObject({ status: "completed" });
    expect(result.requestId).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(String(result.completedAt)).getTime()).not.toBeNaN();
    expect([...result.affectedCards].sort()).toEqual(janeCards.map((card) => card.id).sort());

    for (const card of janeCards) await expectErased(card);
    expect((await readCard(first)).balance).toBe("16.50");
    const ledgerAfter = await GiftCardEntry.find({ cardId: first.id }).lean();
    expect(ledgerAfter.map((entry) => [entry.sequence, entry.amountCents])).toEqual(
      ledgerBefore.map((entry) => [entry.sequence, entry.amountCents]),
    );
    await expectUntouched(otherCard);

    const again = (await eraseCall({ customerEmail: jane.email })).data as Result;
    expect(again).toMatchObject({ status: "no_match", affectedCards: [] });
    expect(again.message).toMatch(/nothing was left to erase/);
  });

  it("erases by customerId, and narrows to one program with programId", async () => {
    const jane = customer();
    const inA = await issue(programA, jane);
    const inB = await issue(programB, jane);
    const result = (await eraseCall({ customerId: jane.id }, `?programId=${programB}`)).data as Result;
    expect(result.affectedCards).toEqual([inB.id]);
    await expectErased(inB);
    await expectUntouched(inA);
    const rest = (await eraseCall({ customerId: ` ${jane.id} ` })).data as Result;
    expect(rest.affectedCards).toEqual([inA.id]);
  });

  it("erases one card by the cardId query parameter alone", async () => {
    const jane = customer();
    const target = await issue(programA, jane);
    const sibling = await issue(programA, jane);
    const result = (await eraseCall({}, `?cardId=${target.id}`)).data as Result;
    expect(result).toMatchObject({ status: "completed", affectedCards: [target.id] });
    await expectErased(target);
    await expectUntouched(sibling);
  });

  it("requires every identifier given to match", async () => {
    const jane = customer();
    const card = await issue(programA, jane);
    const mismatch = (await eraseCall({ customerEmail: jane.email, customerId: "someone-else" }))
      .data as Result;
    expect(mismatch).toMatchObject({ status: "no_match", affectedCards: [] });
    await expectUntouched(card);
  });

  it("answers a dry run with the would-be cards and changes nothing", async () => {
    const jane = customer();
    const cards = [await issue(programA, jane), await issue(programB, jane)];
    const recordsBefore = await GdprRequest.countDocuments({ merchantId: owner.merchantId });
    const dry = (await eraseCall({ customerEmail: jane.email }, "?dryRun=true")).data as Result;
    expect(dry).toMatchObject({ status: "dry_run", requestId: null, completedAt: null });
    expect(dry.affectedCards.sort()).toEqual(cards.map((card) => card.id).sort());
    expect(dry.message).toBe("2 gift cards would be erased");
    for (const card of cards) await expectUntouched(card);
    expect(await GdprRequest.countDocuments({ merchantId: owner.merchantId })).toBe(recordsBefore);
  });

  it("says clearly when nobody is named, and locates bad query ids", async () => {
    const nobody = await eraseCall({ reason: "no one" });
    expect(nobody.status).toBe(422);
    expect(nobody.data).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["body"],
          msg: "Value error, Say whose data is meant: give customerId, customerEmail or the cardId query parameter",
          input: { reason: "no one" },
          ctx: { error: {} },
        },
      ],
    });
    const badIds = await eraseCall({ customerId: "x" }, "?programId=nothex&cardId=ABC");
    expect(badIds.status).toBe(422);
    const locs = (badIds.data as { detail: { loc: unknown[] }[] }).detail.map((item) => item.loc);
    expect(locs).toEqual([
      ["query", "programId"],
      ["query", "cardId"],
    ]);
    const badEmail = await eraseCall({ customerEmail: "not-an-email" });
    expect((badEmail.data as { detail: { type: string }[] }).detail[0]?.type).toBe("value_error");
    const longReason = await eraseCall({ customerId: "x", reason: "r".repeat(1001) });
    expect((longReason.data as { detail: { type: string }[] }).detail[0]?.type).toBe("string_too_long");
    const malformed = await callRoute(erase, {
      path: "/v2/giftcards/gdpr/erasure",
      body: "{",
      token: owner.token,
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(422);
  });

  it("answers 404 for another merchant's program or card and touches nothing", async () => {
    const jane = customer();
    const card = await issue(programA, jane);
    const other = await merchantWithToken();
    const foreignProgram = await eraseCall(
      { customerEmail: jane.email },
      `?programId=${programA}`,
      other.token,
    );
    expect(foreignProgram.status).toBe(404);
    const foreignCard = await eraseCall({}, `?cardId=${card.id}`, other.token);
    expect(foreignCard.status).toBe(404);
    const otherMerchantsEmail = (await eraseCall({ customerEmail: jane.email }, "", other.token))
      .data as Result;
    expect(otherMerchantsEmail.affectedCards).toEqual([]);
    const unknownCard = await eraseCall({}, "?cardId=0123456789abcdef01234567");
    expect(unknownCard.status).toBe(404);
    await expectUntouched(card);
  });

  it("lets support staff erase for the merchant they name, not without naming one", async () => {
    const staff = await staffWithToken();
    const jane = customer();
    const card = await issue(programA, jane);
    const unnamed = await eraseCall({ customerEmail: jane.email }, "", staff.token);
    expect(unnamed.status).toBe(400);
    expect(unnamed.data).toMatchObject({ detail: { code: "MERCHANT_SCOPE_REQUIRED" } });
    await expectUntouched(card);
    const named = await eraseCall({ customerEmail: jane.email }, "", staff.token, {
      "x-merchant-id": owner.merchantId,
    });
    expect(named.status).toBe(200);
    expect((named.data as Result).affectedCards).toEqual([card.id]);
    const record = await GdprRequest.findById((named.data as Result).requestId).lean();
    expect(record?.requestedBy).toMatchObject({ role: "staff" });
    expect(String(record?.requestedBy?.userId)).toBe(staff.userId);
  });
});

describe("the audit trail", () => {
  it("stores who, when, scope and outcome, and no personal data", async () => {
    const jane = customer();
    const card = await issue(programA, jane);
    const result = (
      await eraseCall(
        { customerEmail: jane.email, customerId: jane.id, reason: "ticket 42" },
        `?programId=${programA}`,
      )
    ).data as Result;
    const stored = await GdprRequest.findById(result.requestId).lean();
    const raw = JSON.stringify(stored).toLowerCase();
    expect(raw).not.toContain(jane.email);
    expect(raw).not.toContain(jane.id);
    expect(raw).not.toContain("jane roe");
    expect(stored?.subject?.emailHash).toMatch(/^[0-9a-f]{64}$/);

    const record = await callRoute(getRecord, {
      params: { requestId: String(result.requestId) },
      token: owner.token,
    });
    expect(record.status).toBe(200);
    expect(gdprRecordSchema.strict().safeParse(record.data).error).toBeUndefined();
    expect(record.data).toMatchObject({
      id: result.requestId,
      kind: "erasure",
      status: "completed",
      merchantId: owner.merchantId,
      requestedBy: { userId: owner.userId, role: "owner" },
      scope: { programId: programA, cardId: null },
      identifiedBy: ["customerEmail", "customerId"],
      reason: "ticket 42",
      affectedCards: [card.id],
    });
    expect(JSON.stringify(record.data)).not.toMatch(/Hash|subject/);

    const history = await callRoute(listRecords, {
      path: "/v2/giftcards/gdpr/erasure?limit=1",
      token: owner.token,
    });
    expect(history.data).toMatchObject({ items: [{ id: result.requestId }], limit: 1 });
    const other = await merchantWithToken();
    const foreign = await callRoute(getRecord, {
      params: { requestId: String(result.requestId) },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        (await callRoute(listRecords, { path: "/v2/giftcards/gdpr/erasure", token: other.token })).data as {
          total: number;
        }
      ).total,
    ).toBe(0);
  });
});
