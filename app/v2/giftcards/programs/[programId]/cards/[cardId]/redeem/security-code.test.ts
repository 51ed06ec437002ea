import { beforeAll, describe, expect, it } from "vitest";
import { GET as lookUp } from "@/app/v2/giftcards/cards/lookup/route";
import { GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";
import { redeemGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { POST as issueCard, GET as listCards } from "../../route";
import { GET as getCard } from "../route";
import { POST as redeem } from "./route";

type Card = { id: string; cardNumber: string; balance: string };
let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Security codes");
  const program = await giftCardProgram(owner.merchantId, { requireSecurityCode: true });
  expect(program.requireSecurityCode).toBe(true);
  programId = program.id;
});

async function issue(inProgram = programId) {
  const response = await callRoute(issueCard, {
    params: { programId: inProgram },
    json: { initialValue: "20.00", customerEmail: "holder@example.com" },
    token: owner.token,
  });
  expect(response.status).toBe(201);
  const card = response.data as Card;
  const code = securityCodeOf((await GiftCard.findById(card.id).lean()) ?? { _id: card.id });
  expect(code).toMatch(/^\d{6}$/);
  return { card, code: code as string, response };
}

const redeemWith = (cardId: string, json: Record<string, unknown>, inProgram = programId) =>
  callRoute(redeem, { params: { programId: inProgram, cardId }, json, token: owner.token });

const entriesOf = (cardId: string) => GiftCardEntry.countDocuments({ cardId });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("redeeming with the security code (decision 046)", () => {
  it("a new gift-card program does not ask for it, and redeems without one", async () => {
    const open = await giftCardProgram(owner.merchantId, { name: "Open cards" });
    expect(open.requireSecurityCode).toBe(false);
    const { card } = await issue(open.id);
    expect((await redeemWith(card.id, { amount: "1.00" }, open.id)).status).toBe(200);
  });

  it("refuses a missing (422), malformed (422) or wrong (409) code and redeems nothing; the right one redeems", async () => {
    const { card, code } = await issue();
    const missing = await redeemWith(card.id, { amount: "5.00" });
    expect(missing.status).toBe(422);
    expect(missing.data).toMatchObject({
      detail: [{ type: "missing", loc: ["body", "securityCode"], msg: "Field required" }],
    });
    const malformed = await redeemWith(card.id, { amount: "5.00", securityCode: "12345" });
    expect(malformed.status).toBe(422);
    expect(malformed.data).toMatchObject({ detail: [{ loc: ["body", "securityCode"] }] });
    const wrong = await redeemWith(card.id, { amount: "5.00", securityCode: otherCode(code) });
    expect(wrong.status).toBe(409);
    expect(wrong.data).toMatchObject({ detail: { code: "SECURITY_CODE_WRONG" } });
    expect(await entriesOf(card.id)).toBe(1);
    const right = await redeemWith(card.id, { amount: "5.00", securityCode: code });
    expect(right.status).toBe(200);
    expect(right.data).toMatchObject({ card: { balance: "15.00" } });
  });

  it("locks the card after 5 wrong codes for 15 minutes, even for the right code; right codes never count", async () => {
    const { card, code } = await issue();
    for (let i = 0; i < 4; i++)
      expect((await redeemWith(card.id, { amount: "1.00", securityCode: otherCode(code) })).status).toBe(409);
    // A right code between the wrong ones is not counted against the card.
    expect((await redeemWith(card.id, { amount: "1.00", securityCode: code })).status).toBe(200);
    expect((await redeemWith(card.id, { amount: "1.00", securityCode: otherCode(code) })).status).toBe(409);
    const locked = await redeemWith(card.id, { amount: "1.00", securityCode: code });
    expect(locked.status).toBe(429);
    expect(locked.data).toMatchObject({ detail: { code: "SECURITY_CODE_LOCKED" } });
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await entriesOf(card.id)).toBe(2);
    // Another card of the program is not locked.
    const other = await issue();
    expect((await redeemWith(other.card.id, { amount: "1.00", securityCode: other.code })).status).toBe(200);
    // Fifteen minutes after the wrong codes the card redeems again.
    const later = () => new Date(Date.now() + 15 * 60_000 + 5_000);
    const result = await redeemGiftCard({
      merchantId: owner.merchantId,
      programId,
      cardId: card.id,
      amount: "1.00",
      securityCode: code,
      now: later,
    });
    expect(result.card.balance).toBe("18.00");
  });

  it("a card issued before codes were kept (no recoverable code) redeems without one", async () => {
    const { card } = await issue();
    await GiftCard.updateOne(
      { _id: card.id },
      { $set: { securityCodeSealed: null, securityCodeHash: "$argon2id$legacy" } },
    );
    expect((await redeemWith(card.id, { amount: "2.00" })).status).toBe(200);
  });

  it("never answers the code: issue, get, list, lookup, redeem answers and the outbox (webhooks, e-mail)", async () => {
    const { card, code, response } = await issue();
    const redeemed = await redeemWith(card.id, { amount: "3.00", securityCode: code });
    const answers = [
      response.text,
      (await callRoute(getCard, { params: { programId, cardId: card.id }, token: owner.token })).text,
      (await callRoute(listCards, { params: { programId }, token: owner.token })).text,
      (
        await callRoute(lookUp, {
          path: `/v2/giftcards/cards/lookup?cardNumber=${card.cardNumber}`,
          token: owner.token,
        })
      ).text,
      redeemed.text,
      JSON.stringify(await OutboxMessage.find({ merchantId: owner.merchantId }).lean()),
    ];
    expect(redeemed.status).toBe(200);
    for (const text of answers) {
      expect(text).not.toMatch(/securityCode/i);
      expect(text).not.toContain(`"${code}"`);
      expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
  });
});
