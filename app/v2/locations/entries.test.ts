import { beforeAll, describe, expect, it } from "vitest";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { locationResponseSchema } from "@/lib/schemas/location";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { lastVisitOf } from "@/lib/services/members/last-visit";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { shopOf } from "@/lib/testing/locations";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { POST as redeemCard } from "../giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { POST as adjust } from "../loyalty/programs/[programId]/members/[memberId]/points/route";
import { POST as redeemOffer } from "../loyalty/programs/[programId]/offers/[offerId]/redemptions/route";
import { POST as scan } from "../loyalty/programs/[programId]/scans/route";
import { GET as overview } from "../overview/route";
import { GET as getOne, DELETE as remove } from "./[locationId]/route";

// Issue 30: scans, redemptions, adjustments and gift-card redemptions name where they happened; the entry keeps
// it, and the overview counts it for that location.
type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;
let other: Account;
let programId: string;
let mitte: string;
let kreuzberg: string;
let foreign: string;

const scanAt = (json: Record<string, unknown>) =>
  callRoute(scan, { params: { programId }, json, token: owner.token });
const scansOf = async (query: string) => {
  const response = await callRoute(overview, { path: `/v2/overview?days=1${query}`, token: owner.token });
  return response as {
    status: number;
    data: { metrics: { scans: { total: number } }; locationId: string | null };
  };
};

beforeAll(async () => {
  owner = await merchantWithToken("Two Counters");
  other = await merchantWithToken("Across Town");
  programId = (await loyaltyProgram(owner.merchantId, { pointsScanPass: 5, scanMinGapMinutes: 0 })).id;
  mitte = await shopOf(owner.merchantId, "Mitte");
  kreuzberg = await shopOf(owner.merchantId, "Kreuzberg");
  foreign = await shopOf(other.merchantId, "Not yours");
});

describe("entries at a location", () => {
  it("keeps a scan's locationId on the entry and counts it in the overview of that location only", async () => {
    const member = await joinedMember(owner.merchantId, programId);
    const before = await scansOf(`&locationId=${mitte}`);
    expect(before.data.metrics.scans.total).toBe(0);
    const scanned = await scanAt({ memberNumber: member.memberNumber, locationId: mitte });
    expect(scanned.status).toBe(201);
    expect(scanned.data).toMatchObject({ entry: { source: "scan", locationId: mitte } });
    const stored = await MemberPointsEntry.findOne({ memberId: member.id, source: "scan" }).lean();
    expect(String(stored?.locationId)).toBe(mitte);
    await scanAt({ memberNumber: member.memberNumber, locationId: kreuzberg });
    await scanAt({ memberNumber: member.memberNumber });
    const atMitte = await scansOf(`&locationId=${mitte}`);
    expect(atMitte.status).toBe(200);
    expect(atMitte.data).toMatchObject({ locationId: mitte, metrics: { scans: { total: 1 } } });
    expect((await scansOf(`&locationId=${kreuzberg}`)).data.metrics.scans.total).toBe(1);
    expect((await scansOf("")).data).toMatchObject({ locationId: null, metrics: { scans: { total: 3 } } });
    // The member's page names where they were last: the newest entry naming a location (the last scan named none).
    expect(await lastVisitOf({ merchantId: owner.merchantId, memberId: member.id })).toMatchObject({
      locationName: "Kreuzberg",
    });
  });

  it("refuses another merchant's, an unknown or an archived location with 404 and stores nothing", async () => {
    const member = await joinedMember(owner.merchantId, programId);
    for (const locationId of [foreign, "0123456789abcdef01234567"]) {
      const refused = await scanAt({ memberNumber: member.memberNumber, locationId });
      expect(refused.status).toBe(404);
      expect(refused.data).toEqual({ detail: "Location not found" });
    }
    expect(await MemberPointsEntry.countDocuments({ memberId: member.id })).toBe(0);
    expect(await lastVisitOf({ merchantId: owner.merchantId, memberId: member.id })).toBeNull();
    expect((await scansOf(`&locationId=${foreign}`)).status).toBe(404);
    const closing = await shopOf(owner.merchantId, "Closing");
    await scanAt({ memberNumber: member.memberNumber, locationId: closing });
    // Used by an entry: archived, not erased; readable for history, named by nothing new.
    expect(
      (await callRoute(remove, { params: { locationId: closing }, method: "DELETE", token: owner.token }))
        .status,
    ).toBe(204);
    const kept = await callRoute(getOne, { params: { locationId: closing }, token: owner.token });
    expect(locationResponseSchema.parse(kept.data).status).toBe("archived");
    expect((await scanAt({ memberNumber: member.memberNumber, locationId: closing })).status).toBe(404);
    expect((await scansOf(`&locationId=${closing}`)).data.metrics.scans.total).toBe(1);
  });

  it("keeps the location of a manual adjustment, an offer's redemption and a gift card's redemption", async () => {
    const member = await joinedMember(owner.merchantId, programId);
    const adjusted = await callRoute(adjust, {
      params: { programId, memberId: member.id },
      json: { points: 50, reason: "Welcome", locationId: kreuzberg },
      token: owner.token,
    });
    expect(adjusted.status).toBe(201);
    expect(adjusted.data).toMatchObject({ source: "manual", locationId: kreuzberg });
    const refusedAdjustment = await callRoute(adjust, {
      params: { programId, memberId: member.id },
      json: { points: 5, reason: "x", locationId: foreign },
      token: owner.token,
    });
    expect(refusedAdjustment.status).toBe(404);
    const offer = await liveOffer(owner.merchantId, programId, { pointsCost: 10 });
    const redeemed = await callRoute(redeemOffer, {
      params: { programId, offerId: offer.id },
      json: { memberId: member.id, locationId: kreuzberg },
      token: owner.token,
    });
    expect(redeemed.status).toBe(201);
    expect(redeemed.data).toMatchObject({ locationId: kreuzberg, entry: { locationId: kreuzberg } });
    const giftProgramId = (await giftCardProgram(owner.merchantId)).id;
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: giftProgramId,
      input: issueGiftCardSchema.parse({ initialValue: "20.00" }),
    });
    const cardAt = { params: { programId: giftProgramId, cardId: card.id }, token: owner.token };
    expect(
      (await callRoute(redeemCard, { ...cardAt, json: { amount: "5.00", locationId: foreign } })).status,
    ).toBe(404);
    const spent = await callRoute(redeemCard, { ...cardAt, json: { amount: "5.00", locationId: mitte } });
    expect(spent.status).toBe(200);
    expect(spent.data).toMatchObject({ entry: { kind: "redeem", locationId: mitte } });
    const atMitte = await callRoute(overview, {
      path: `/v2/overview?days=1&locationId=${mitte}`,
      token: owner.token,
    });
    expect(atMitte.data).toMatchObject({
      giftCardMoney: [{ redeemed: { total: "5.00" }, sold: { total: "0.00" } }],
    });
    const atKreuzberg = await callRoute(overview, {
      path: `/v2/overview?days=1&locationId=${kreuzberg}`,
      token: owner.token,
    });
    expect(atKreuzberg.data).toMatchObject({
      metrics: { offersRedeemed: { total: 1 }, pointsGiven: { total: 55 } },
    });
  });
});
