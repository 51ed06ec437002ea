import { beforeAll, describe, expect, it } from "vitest";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { POST as issueCard } from "../../route";
import { POST as reload } from "../reload/route";
import { GET as getCard } from "../route";
import { POST as redeem } from "./route";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken();
  programId = (await giftCardProgram(owner.merchantId)).id;
});

async function newCard(initialValue: string | number) {
  const response = await callRoute(issueCard, {
    params: { programId },
    json: { initialValue },
    token: owner.token,
  });
  expect(response.status).toBe(201);
  return (response.data as { id: string }).id;
}

const change = (handler: typeof redeem, cardId: string, amount: unknown) =>
  callRoute(handler, { params: { programId, cardId }, json: { amount }, token: owner.token });

const balanceOf = async (cardId: string) =>
  (
    (await callRoute(getCard, { params: { programId, cardId }, token: owner.token })).data as {
      balance: string;
    }
  ).balance;

describe("redeem and reload", () => {
  it("moves the balance in exact cents and records ledger entries", async () => {
    const cardId = await newCard("10.00");
    const redeemed = await change(redeem, cardId, "0.10");
    expect(redeemed.status).toBe(200);
    expect(redeemed.data).toMatchObject({
      card: { balance: "9.90" },
      entry: { sequence: 2, kind: "redeem", amount: "-0.10", balanceAfter: "9.90" },
    });
    await change(redeem, cardId, 0.2);
    expect((await change(reload, cardId, "5.3")).data).toMatchObject({ card: { balance: "15.00" } });
    const entries = await GiftCardEntry.find({ cardId }).lean();
    expect(entries.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([-20, -10, 530, 1000]);
  });

  it("refuses to overdraw and to reload past the limit, and reports depleted cards", async () => {
    const cardId = await newCard(5);
    const over = await change(redeem, cardId, "5.01");
    expect(over.status).toBe(409);
    expect(over.data).toMatchObject({ detail: { code: "INSUFFICIENT_BALANCE" } });
    expect((await change(redeem, cardId, 5)).data).toMatchObject({
      card: { balance: "0.00", status: "depleted" },
    });
    expect((await change(redeem, cardId, 1)).data).toMatchObject({ detail: { code: "CARD_NOT_REDEEMABLE" } });
    expect((await change(reload, cardId, 10000)).status).toBe(200);
    const tooMuch = await change(reload, cardId, "0.01");
    expect(tooMuch.data).toMatchObject({ detail: { code: "BALANCE_LIMIT_EXCEEDED" } });
    expect((await change(redeem, cardId, -1)).status).toBe(422);
    expect((await change(redeem, cardId, "abc")).status).toBe(422);
  });

  it("never overdraws or loses one of 20 concurrent redemptions on one card (real database)", async () => {
    const cardId = await newCard("15.00");
    // 20 × 1.00 against 15.00: exactly 15 must succeed, 5 must be refused, and the balance must be 0.00.
    const results = await Promise.all(Array.from({ length: 20 }, () => change(redeem, cardId, "1.00")));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await balanceOf(cardId)).toBe("0.00");
    const entries = await GiftCardEntry.find({ cardId }).lean();
    expect(entries.map((entry) => entry.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
  }, 120_000);

  it("keeps every one of 20 concurrent redemptions that fit", async () => {
    const cardId = await newCard("100.00");
    const results = await Promise.all(Array.from({ length: 20 }, () => change(redeem, cardId, "2.50")));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(await balanceOf(cardId)).toBe("50.00");
  }, 120_000);
});
