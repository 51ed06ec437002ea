import { beforeAll, describe, expect, it } from "vitest";
import { POST as createAppKey } from "@/app/v2/appkeys/route";
import { POST as redeemGiftCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { POST as reloadGiftCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/reload/route";
import { POST as issueGiftCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import {
  GET as listRedemptions,
  POST as redeemOffer,
} from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/redemptions/route";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { merchantWithToken, teamMemberWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";

// Issue 30, "Who did it" (decision 053): offer redemptions and gift-card transactions keep the acting person and
// app key, as points entries do.
type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;
let cashier: Awaited<ReturnType<typeof teamMemberWithToken>>;
let key: { id: string; token: string };

beforeAll(async () => {
  owner = await merchantWithToken("Who Did It");
  cashier = await teamMemberWithToken(owner.merchantId, "cashier");
  const created = await callRoute(createAppKey, { json: { name: "Till app" }, token: owner.token });
  expect(created.status, created.text).toBe(201);
  key = created.data as { id: string; token: string };
});

const byCashier = () => ({ actorUserId: cashier.userId, actorAppKeyId: null });
const byKey = () => ({ actorUserId: owner.userId, actorAppKeyId: key.id });

describe("who redeemed an offer", () => {
  it("keeps the cashier or the app key on the redemption, its debit and the offer's list", async () => {
    const programId = (await loyaltyProgram(owner.merchantId)).id;
    const offerId = (await liveOffer(owner.merchantId, programId, { pointsCost: 5 })).id;
    const member = await joinedMember(owner.merchantId, programId);
    await adjustPoints({
      merchantId: owner.merchantId,
      programId,
      memberId: member.id,
      userId: owner.userId,
      input: { points: 20, reason: "Start" },
    });
    const redeemAs = (token: string) =>
      callRoute(redeemOffer, { params: { programId, offerId }, json: { memberId: member.id }, token });
    const cashiers = await redeemAs(cashier.token);
    expect(cashiers.status, cashiers.text).toBe(201);
    expect(cashiers.data).toMatchObject({ ...byCashier(), entry: byCashier() });
    const partners = await redeemAs(key.token);
    expect(partners.status, partners.text).toBe(201);
    expect(partners.data).toMatchObject({ ...byKey(), entry: byKey() });
    // The member's ledger (the debits) and the offer's list say the same.
    const debits = await MemberPointsEntry.find({ memberId: member.id, source: "redemption" }).lean();
    expect(debits.map((entry) => [String(entry.actorUserId), String(entry.actorAppKeyId)])).toEqual([
      [cashier.userId, "null"],
      [owner.userId, key.id],
    ]);
    const listed = await callRoute(listRedemptions, { params: { programId, offerId }, token: owner.token });
    expect((listed.data as { items: unknown[] }).items).toEqual(
      expect.arrayContaining([expect.objectContaining(byCashier()), expect.objectContaining(byKey())]),
    );
  });
});

describe("who changed a gift card", () => {
  it("keeps the issuer, the cashier's and the app key's redemptions and a reload on the card's entries", async () => {
    const programId = (await giftCardProgram(owner.merchantId)).id;
    const issued = await callRoute(issueGiftCard, {
      params: { programId },
      json: { initialValue: "50.00" },
      token: owner.token,
    });
    expect(issued.status, issued.text).toBe(201);
    const cardId = (issued.data as { id: string }).id;
    const change = (handler: typeof redeemGiftCard, token: string) =>
      callRoute(handler, { params: { programId, cardId }, json: { amount: "5.00" }, token });
    const cashiers = await change(redeemGiftCard, cashier.token);
    expect(cashiers.status, cashiers.text).toBe(200);
    expect((cashiers.data as { entry: unknown }).entry).toMatchObject({ kind: "redeem", ...byCashier() });
    const partners = await change(redeemGiftCard, key.token);
    expect(partners.status, partners.text).toBe(200);
    expect((partners.data as { entry: unknown }).entry).toMatchObject({ kind: "redeem", ...byKey() });
    const reloaded = await change(reloadGiftCard, key.token);
    expect(reloaded.status, reloaded.text).toBe(200);
    expect((reloaded.data as { entry: unknown }).entry).toMatchObject({ kind: "reload", ...byKey() });
    const entries = await GiftCardEntry.find({ cardId }).lean();
    const actors = entries
      .sort((a, b) => a.sequence - b.sequence)
      .map((entry) => [entry.kind, String(entry.actorUserId), String(entry.actorAppKeyId)]);
    expect(actors).toEqual([
      ["issue", owner.userId, "null"],
      ["redeem", cashier.userId, "null"],
      ["redeem", owner.userId, key.id],
      ["reload", owner.userId, key.id],
    ]);
  });
});
