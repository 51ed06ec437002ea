import { beforeAll, describe, expect, it } from "vitest";
import { RedemptionSlot } from "@/lib/db/models/redemption-slot";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { cancelOffer } from "@/lib/services/offers/change-offer-status";
import { createOffer } from "@/lib/services/offers/create-offer";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { GET as getMember } from "../../../members/[memberId]/route";
import { GET as listRedemptions, POST as redeem } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;

let owner: Account;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Offer Owner");
  programId = (await loyaltyProgram(owner.merchantId)).id;
});

async function memberWith(points: number, program = programId) {
  const member = await joinedMember(owner.merchantId, program);
  if (points > 0) {
    await adjustPoints({
      merchantId: owner.merchantId,
      programId: program,
      memberId: member.id,
      userId: owner.userId,
      input: { points, reason: "Start" },
    });
  }
  return member.id;
}
const redeemAs = (offerId: string, memberId: unknown, options: Partial<CallOptions> = {}) =>
  callRoute(redeem, { params: { programId, offerId }, json: { memberId }, token: owner.token, ...options });
const pointsOf = async (memberId: string) =>
  (
    (await callRoute(getMember, { params: { programId, memberId }, token: owner.token })).data as {
      points: number;
    }
  ).points;
const codeOf = (data: unknown) => (data as { detail: { code: string } }).detail.code;

describe("redemptions", () => {
  it("debits pointsCost in the member's ledger and lists the redemption", async () => {
    const offer = await liveOffer(owner.merchantId, programId, { pointsCost: 30 });
    const memberId = await memberWith(100);
    const response = await redeemAs(offer.id, memberId);
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      offerId: offer.id,
      memberId,
      pointsCost: 30,
      entry: { points: -30, balanceAfter: 70, source: "redemption", reason: `offer:${offer.id}` },
    });
    expect(await pointsOf(memberId)).toBe(70);
    const listed = await callRoute(listRedemptions, {
      params: { programId, offerId: offer.id },
      token: owner.token,
    });
    expect(listed.data).toMatchObject({
      items: [{ id: (response.data as { id: string }).id }],
      hasMore: false,
    });
  });

  it("refuses offers that are not live and members outside pointsMin/pointsMax or short of pointsCost", async () => {
    const memberId = await memberWith(50);
    const draft = await createOffer({ merchantId: owner.merchantId, programId, input: { name: "Draft" } });
    expect(codeOf((await redeemAs(draft.id, memberId)).data)).toBe("OFFER_NOT_LIVE");
    const cancelled = await liveOffer(owner.merchantId, programId);
    await cancelOffer({ merchantId: owner.merchantId, programId, offerId: cancelled.id });
    expect(codeOf((await redeemAs(cancelled.id, memberId)).data)).toBe("OFFER_NOT_LIVE");
    const ended = await liveOffer(owner.merchantId, programId, {
      endDate: "2020-01-02T00:00:00Z",
      startDate: "2020-01-01T00:00:00Z",
    });
    expect(codeOf((await redeemAs(ended.id, memberId)).data)).toBe("OFFER_NOT_LIVE");
    const minimum = await liveOffer(owner.merchantId, programId, { pointsMin: 51 });
    expect(codeOf((await redeemAs(minimum.id, memberId)).data)).toBe("POINTS_BELOW_MINIMUM");
    const maximum = await liveOffer(owner.merchantId, programId, { pointsMax: 49 });
    expect(codeOf((await redeemAs(maximum.id, memberId)).data)).toBe("POINTS_ABOVE_MAXIMUM");
    const costly = await liveOffer(owner.merchantId, programId, { pointsCost: 51, availabilityCount: 1 });
    const short = await redeemAs(costly.id, memberId);
    expect([short.status, codeOf(short.data)]).toEqual([409, "INSUFFICIENT_POINTS"]);
    // A refused redemption holds no place.
    expect(await RedemptionSlot.countDocuments({ offerId: costly.id })).toBe(0);
    const inRange = await liveOffer(owner.merchantId, programId, { pointsMin: 50, pointsMax: 50 });
    expect((await redeemAs(inRange.id, memberId)).data).toMatchObject({ pointsCost: 0, entry: null });
    expect(await pointsOf(memberId)).toBe(50);
  });

  it("answers bad input and unknown or foreign ids", async () => {
    const offer = await liveOffer(owner.merchantId, programId);
    const memberId = await memberWith(0);
    const other = (await loyaltyProgram(owner.merchantId, { name: "Other" })).id;
    const foreignMember = await memberWith(0, other);
    expect((await redeemAs(offer.id, foreignMember)).status).toBe(404);
    expect((await redeemAs(offer.id, "0".repeat(24))).status).toBe(404);
    expect((await redeemAs("0".repeat(24), memberId)).status).toBe(404);
    expect((await redeemAs(offer.id, "nope")).status).toBe(422);
    expect((await redeemAs(offer.id, undefined)).status).toBe(422);
    const stranger = await merchantWithToken("Stranger");
    expect((await redeemAs(offer.id, memberId, { token: stranger.token })).status).toBe(404);
    expect((await redeemAs(offer.id, memberId)).status).toBe(201);
  });

  it("never exceeds limitPerCustomer, also when one member redeems 10 times at once", async () => {
    const offer = await liveOffer(owner.merchantId, programId, { limitPerCustomer: 3, pointsCost: 1 });
    const memberId = await memberWith(100);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeemAs(offer.id, memberId)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    const refusals = results.filter((result) => result.status === 409).map((result) => codeOf(result.data));
    expect(new Set(refusals)).toEqual(new Set(["LIMIT_PER_CUSTOMER_REACHED"]));
    expect(await pointsOf(memberId)).toBe(97);
    expect((await redeemAs(offer.id, await memberWith(1))).status).toBe(201);
  }, 120_000);

  it("lets exactly 10 of 50 concurrent redemptions of an offer with availabilityCount 10 through", async () => {
    const offer = await liveOffer(owner.merchantId, programId, { availabilityCount: 10, pointsCost: 5 });
    // Joined one after another: 50 joins at once would contend for the program's next listing slot.
    const members: string[] = [];
    for (let index = 0; index < 50; index++) members.push(await memberWith(5));
    const results = await Promise.all(members.map((memberId) => redeemAs(offer.id, memberId)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(10);
    const refusals = results.filter((result) => result.status === 409).map((result) => codeOf(result.data));
    expect(refusals).toHaveLength(40);
    expect(new Set(refusals)).toEqual(new Set(["OFFER_SOLD_OUT"]));
    const balances = await Promise.all(members.map(pointsOf));
    expect(balances.filter((points) => points === 0)).toHaveLength(10);
    const page = await callRoute(listRedemptions, {
      path: "/v2/x?limit=4",
      params: { programId, offerId: offer.id },
      token: owner.token,
    });
    expect(page.data).toMatchObject({ hasMore: true, nextOffset: 4 });
  }, 180_000);

  it("gives a refused redemption's place back for the next member", async () => {
    const offer = await liveOffer(owner.merchantId, programId, { availabilityCount: 3, pointsCost: 10 });
    expect((await redeemAs(offer.id, await memberWith(10))).status).toBe(201);
    // Two at once by a member who can pay once: the loser is refused by the ledger and returns its place.
    const racer = await memberWith(10);
    const raced = await Promise.all([redeemAs(offer.id, racer), redeemAs(offer.id, racer)]);
    expect(raced.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(codeOf(raced.find((result) => result.status === 409)?.data)).toBe("INSUFFICIENT_POINTS");
    expect(await RedemptionSlot.countDocuments({ offerId: offer.id })).toBe(2);
    expect((await redeemAs(offer.id, await memberWith(10))).status).toBe(201);
    expect(codeOf((await redeemAs(offer.id, await memberWith(10))).data)).toBe("OFFER_SOLD_OUT");
  }, 60_000);
});
