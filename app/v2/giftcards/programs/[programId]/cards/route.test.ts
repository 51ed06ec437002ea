import { beforeAll, describe, expect, it } from "vitest";
import { GiftCard } from "@/lib/db/models/gift-card";
import { giftCardPageSchema, giftCardResponseSchema } from "@/lib/schemas/giftcard";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { GET as getCard } from "./[cardId]/route";
import { POST as issueCard, GET as listCards } from "./route";

type Card = Record<string, unknown> & {
  id: string;
  balance: string;
  status: string;
  customerEmail: string | null;
};
type Page = { items: Card[]; hasMore: boolean; nextOffset: number | null; offset: number };

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;

const cardsPath = (id = programId) => `/v2/giftcards/programs/${id}/cards`;
const issue = (json: unknown, token = owner.token, id = programId) =>
  callRoute(issueCard, { path: cardsPath(id), params: { programId: id }, json, token });
const list = (query = "", token = owner.token, id = programId) =>
  callRoute(listCards, { path: `${cardsPath(id)}${query}`, params: { programId: id }, token });

beforeAll(async () => {
  owner = await merchantWithToken();
  programId = (await giftCardProgram(owner.merchantId)).id;
});

describe("POST /v2/giftcards/programs/{programId}/cards", () => {
  it("issues a card with money as decimal strings, a random 16-digit number and no security code", async () => {
    const response = await issue({
      initialValue: 25,
      customerEmail: "  Ada@Example.com ",
      customerName: "Ada",
      customerPhone: "+49 30 1234",
      senderName: "Bob",
      customMessage: "Happy birthday",
      customerId: "cust-1",
    });
    expect(response.status).toBe(201);
    const card = response.data as Card;
    expect(card).toMatchObject({
      balance: "25.00",
      initialValue: "25.00",
      currency: "EUR",
      status: "active",
      programId,
      merchantId: owner.merchantId,
      customerEmail: "ada@example.com",
      customerName: "Ada",
      customerId: "cust-1",
      erasedAt: null,
    });
    expect(giftCardResponseSchema.strict().safeParse(card).error).toBeUndefined();
    expect(card.cardNumber).toMatch(/^[1-9]\d{15}$/);
    expect(card.lastFourDigits).toBe(String(card.cardNumber).slice(-4));
    expect(JSON.stringify(card)).not.toMatch(/security|Hash/i);
    const stored = await GiftCard.findById(card.id).lean();
    // Sealed (decision 046): neither the code itself nor a hash of it is stored in the clear.
    expect(stored?.securityCodeSealed).toMatch(/^v1\./);
    expect(securityCodeOf(stored ?? { _id: card.id })).toMatch(/^\d{6}$/);
    expect(stored?.securityCodeSealed).not.toContain(securityCodeOf(stored ?? { _id: card.id }));
    const expiresInDays =
      (Date.parse(String(card.expiresAt)) - Date.parse(String(card.createdAt))) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(365);
  });

  it("keeps decimal amounts exact (0.1 + 0.2 is 0.30) and numbers cards at random", async () => {
    const first = (await issue({ initialValue: "0.30" })).data as Card;
    const second = (await issue({ initialValue: 9999.99 })).data as Card;
    expect(first.balance).toBe("0.30");
    expect(second.balance).toBe("9999.99");
    expect(Math.abs(Number(first.cardNumber) - Number(second.cardNumber))).toBeGreaterThan(1);
  });

  it("answers Pydantic-shaped 422s for bad amounts and expiry", async () => {
    const tooPrecise = await issue({ initialValue: "1.005" });
    expect(tooPrecise.status).toBe(422);
    expect((tooPrecise.data as { detail: unknown[] }).detail[0]).toMatchObject({
      type: "decimal_max_places",
      loc: ["body", "initialValue"],
      msg: "Decimal input should have no more than 2 decimal places",
      ctx: { decimal_places: 2 },
    });
    const tooBig = await issue({ initialValue: 10000.01 });
    expect((tooBig.data as { detail: unknown[] }).detail[0]).toMatchObject({
      type: "less_than_equal",
      msg: "Input should be less than or equal to 10000",
    });
    const missing = await issue({});
    expect((missing.data as { detail: unknown[] }).detail[0]).toMatchObject({
      type: "missing",
      loc: ["body", "initialValue"],
    });
    const notNumber = await issue({ initialValue: "ten" });
    expect((notNumber.data as { detail: unknown[] }).detail[0]).toMatchObject({ type: "decimal_parsing" });
    const sixYears = new Date(Date.now() + 6 * 366 * 86_400_000).toISOString();
    const late = await issue({ initialValue: 5, expiresAt: sixYears });
    expect(late.status).toBe(422);
    expect((late.data as { detail: unknown[] }).detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "expiresAt"],
    });
    const past = await issue({ initialValue: 5, expiresAt: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(422);
  });

  it("takes an ISO 4217 currency and refuses any other three capitals with the enum 422, issuing nothing", async () => {
    expect(((await issue({ initialValue: 10, currency: "JPY" })).data as Card).currency).toBe("JPY");
    const before = await GiftCard.countDocuments({ programId });
    for (const currency of ["ABC", "XYZ", "eur"]) {
      const response = await issue({ initialValue: 10, currency });
      expect(response.status).toBe(422);
      expect((response.data as { detail: unknown[] }).detail).toEqual([
        {
          type: "enum",
          loc: ["body", "currency"],
          msg: expect.stringMatching(/^Input should be 'AED', .*'EUR', .* or '[A-Z]{3}'$/),
          input: currency,
          ctx: { expected: expect.stringContaining("'USD'") },
        },
      ]);
    }
    expect(await GiftCard.countDocuments({ programId })).toBe(before);
  });

  it("refuses a loyalty program with 409 and another merchant's program with 404", async () => {
    const loyalty = await giftCardProgram(owner.merchantId, { programType: "loyalty" });
    const refused = await issue({ initialValue: 5 }, owner.token, loyalty.id);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ detail: { code: "PROGRAM_NOT_GIFTCARD" } });
    const other = await merchantWithToken();
    const foreign = await issue({ initialValue: 5 }, other.token);
    expect(foreign.status).toBe(404);
    const unknown = await issue({ initialValue: 5 }, owner.token, "0123456789abcdef01234567");
    expect(unknown.status).toBe(404);
  });

  it("lets staff issue for the merchant they name, and not without one", async () => {
    const staff = await staffWithToken();
    const named = await callRoute(issueCard, {
      path: cardsPath(),
      params: { programId },
      json: { initialValue: 5 },
      token: staff.token,
      headers: { "x-merchant-id": owner.merchantId },
    });
    expect(named.status).toBe(201);
    const unnamed = await issue({ initialValue: 5 }, staff.token);
    expect(unnamed.status).toBe(400);
    expect(unnamed.data).toMatchObject({ detail: { code: "MERCHANT_SCOPE_REQUIRED" } });
  });
});

describe("concurrent issuing", () => {
  it("gives 10 cards issued at once dense, distinct sequence numbers and distinct card numbers", async () => {
    const burstProgram = (await giftCardProgram(owner.merchantId, { name: "Burst" })).id;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => issue({ initialValue: 1 }, owner.token, burstProgram)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
    const stored = await GiftCard.find({ programId: burstProgram }).lean();
    expect(stored.map((card) => card.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(stored.map((card) => card.cardNumber)).size).toBe(10);
    const page = (await list("?limit=10", owner.token, burstProgram)).data as Page;
    expect(page.items).toHaveLength(10);
    expect(page.hasMore).toBe(false);
  }, 60_000);
});

describe("GET /v2/giftcards/programs/{programId}/cards", () => {
  let listProgramId: string;
  const emails = ["a@example.com", "b@example.com", "a@example.com", "c@example.com", "a@example.com"];
  const ids: string[] = [];

  beforeAll(async () => {
    listProgramId = (await giftCardProgram(owner.merchantId, { name: "List" })).id;
    for (const [index, customerEmail] of emails.entries()) {
      const response = await issue({ initialValue: index + 1, customerEmail }, owner.token, listProgramId);
      ids.push((response.data as Card).id);
    }
  });

  it("pages newest first with hasMore and nextOffset", async () => {
    const first = (await list("?limit=2", owner.token, listProgramId)).data as Page;
    expect(giftCardPageSchema.safeParse(first).error).toBeUndefined();
    expect(first.items.map((card) => card.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ hasMore: true, nextOffset: 2 });
    const last = (await list("?limit=2&offset=4", owner.token, listProgramId)).data as Page;
    expect(last.items.map((card) => card.id)).toEqual([ids[0]]);
    expect(last).toMatchObject({ hasMore: false, nextOffset: null });
    const second = (await list("?limit=2&page=2", owner.token, listProgramId)).data as Page;
    expect(second.items.map((card) => card.id)).toEqual([ids[2], ids[1]]);
  });

  it("filters by customer e-mail (any case) and by status", async () => {
    const mine = (await list("?customerEmail=A@Example.com", owner.token, listProgramId)).data as Page;
    expect(mine.items.map((card) => card.id)).toEqual([ids[4], ids[2], ids[0]]);
    const depleted = (await list("?status=depleted", owner.token, listProgramId)).data as Page;
    expect(depleted.items).toEqual([]);
    const active = (await list("?status=active&limit=1", owner.token, listProgramId)).data as Page;
    expect(active.items).toHaveLength(1);
    const bad = await list("?status=lost", owner.token, listProgramId);
    expect(bad.status).toBe(422);
  });

  it("finds cards by the last four digits of their number, only in this program", async () => {
    const target = (await list("?limit=5", owner.token, listProgramId)).data as Page;
    const card = target.items[2] as Card;
    const found = (await list(`?lastFourDigits=${card.lastFourDigits}`, owner.token, listProgramId))
      .data as Page;
    expect(found.items.map((item) => item.id)).toContain(card.id);
    expect(found.items.every((item) => item.lastFourDigits === card.lastFourDigits)).toBe(true);
    const otherProgram = (await giftCardProgram(owner.merchantId, { name: "Other" })).id;
    const elsewhere = (await list(`?lastFourDigits=${card.lastFourDigits}`, owner.token, otherProgram))
      .data as Page;
    expect(elsewhere.items).toEqual([]);
    for (const bad of ["123", "12345", "12a4"]) {
      const refused = await list(`?lastFourDigits=${bad}`, owner.token, listProgramId);
      expect(refused.status).toBe(422);
      expect(refused.data).toMatchObject({ detail: [{ loc: ["query", "lastFourDigits"] }] });
    }
  });

  it("shows one card by id, and another merchant's card as 404", async () => {
    const cardId = ids[1] as string;
    const mine = await callRoute(getCard, {
      params: { programId: listProgramId, cardId },
      token: owner.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ id: cardId, balance: "2.00", customerEmail: "b@example.com" });
    const other = await merchantWithToken();
    const foreign = await callRoute(getCard, {
      params: { programId: listProgramId, cardId },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    const wrongProgram = await callRoute(getCard, { params: { programId, cardId }, token: owner.token });
    expect(wrongProgram.status).toBe(404);
  });
});
