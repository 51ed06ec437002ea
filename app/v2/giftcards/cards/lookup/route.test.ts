import { beforeAll, describe, expect, it } from "vitest";
import { POST as redeem } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { GiftCard } from "@/lib/db/models/gift-card";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { archiveProgram } from "@/lib/services/programs/change-program-status";
import { deleteProgram } from "@/lib/services/programs/delete-program";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { GET as lookUp } from "./route";

type Card = { id: string; programId: string; cardNumber: string; balance: string; status: string };
let owner: Awaited<ReturnType<typeof merchantWithToken>>;

beforeAll(async () => {
  owner = await merchantWithToken("Lookup counter");
});

async function issue(programId: string, initialValue: string, token = owner.token): Promise<Card> {
  const response = await callRoute(issueCard, { params: { programId }, json: { initialValue }, token });
  expect(response.status).toBe(201);
  return response.data as Card;
}

const find = (cardNumber: string, token = owner.token) =>
  callRoute(lookUp, {
    path: `/v2/giftcards/cards/lookup?cardNumber=${encodeURIComponent(cardNumber)}`,
    token,
  });

describe("GET /v2/giftcards/cards/lookup", () => {
  it("finds the merchant's card by its full number in any of its gift-card programs, with its balance", async () => {
    const first = (await giftCardProgram(owner.merchantId, { name: "Shop cards" })).id;
    const second = (await giftCardProgram(owner.merchantId, { name: "Café cards" })).id;
    await issue(first, "5.00");
    const card = await issue(second, "25.50");
    const found = await find(card.cardNumber);
    expect(found.status).toBe(200);
    expect(found.data).toMatchObject({
      id: card.id,
      programId: second,
      cardNumber: card.cardNumber,
      balance: "25.50",
      status: "active",
    });
    const redeemed = await callRoute(redeem, {
      params: { programId: second, cardId: card.id },
      json: { amount: "5.25" },
      token: owner.token,
    });
    expect(redeemed.status).toBe(200);
    expect((await find(card.cardNumber)).data).toMatchObject({ balance: "20.25", status: "active" });
  });

  it("answers a voided card with its status, and an archived program's card (it still redeems)", async () => {
    const programId = (await giftCardProgram(owner.merchantId, { name: "Archived cards" })).id;
    const kept = await issue(programId, "10");
    const voided = await issue(programId, "10");
    await GiftCard.updateOne({ _id: voided.id }, { $set: { status: "voided" } });
    await archiveProgram({ merchantId: owner.merchantId, programId });
    expect((await find(kept.cardNumber)).data).toMatchObject({ id: kept.id, status: "active" });
    expect((await find(voided.cardNumber)).data).toMatchObject({ id: voided.id, status: "voided" });
  });

  it("answers 404 for an unknown number, another merchant's card, a deleted card and a deleted program's card", async () => {
    const stranger = await merchantWithToken("Lookup stranger");
    const theirs = await issue((await giftCardProgram(stranger.merchantId)).id, "10", stranger.token);
    expect((await find(theirs.cardNumber, stranger.token)).status).toBe(200);
    const programId = (await giftCardProgram(owner.merchantId, { name: "Doomed cards" })).id;
    const deletedCard = await issue(programId, "10");
    const ofDeletedProgram = await issue(programId, "10");
    await deleteGiftCard({ merchantId: owner.merchantId, programId, cardId: deletedCard.id });
    await deleteProgram({ merchantId: owner.merchantId, programId });
    const unknown = theirs.cardNumber === "1000000000000000" ? "1000000000000001" : "1000000000000000";
    for (const cardNumber of [
      unknown,
      theirs.cardNumber,
      deletedCard.cardNumber,
      ofDeletedProgram.cardNumber,
    ]) {
      const answer = await find(cardNumber);
      expect(answer.status, cardNumber).toBe(404);
      expect(answer.data).toEqual({ detail: "Gift card not found" });
    }
  });

  it("refuses a number that is not 16 digits with FastAPI's 422, and asks for a token", async () => {
    for (const cardNumber of ["1938", "4829 1037 4625 1938", "48291037462519380"]) {
      const answer = await find(cardNumber);
      expect(answer.status).toBe(422);
      expect(answer.data).toMatchObject({
        detail: [{ loc: ["query", "cardNumber"], type: "string_pattern_mismatch" }],
      });
    }
    expect((await callRoute(lookUp, { path: "/v2/giftcards/cards/lookup" })).status).toBe(401);
  });
});
