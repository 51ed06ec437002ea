import { beforeAll, describe, expect, it } from "vitest";
import { addDays, DAY_MS } from "@/lib/clock";
import { Merchant } from "@/lib/db/models/merchant";
import { OverviewDay } from "@/lib/db/models/overview-day";
import { OverviewTally, overviewDayKeyOf } from "@/lib/db/models/overview-tally";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { recordOverviewTallies, utcDayOf } from "@/lib/services/changes/overview-tallies";
import { recordChange } from "@/lib/services/changes/record-change";
import type { WebhookEvent } from "@/lib/services/changes/webhook-events";
import { redeemGiftCard, reloadGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { scanMember } from "@/lib/services/members/scan-member";
import { getOverview } from "@/lib/services/overview/get-overview";
import { archiveProgram } from "@/lib/services/programs/change-program-status";
import { redeemOffer } from "@/lib/services/redemptions/redeem-offer";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";

/** One event counted as the change dispatcher counts it. */
const countEvent = ({ merchantId, at, ...event }: { merchantId: string; at: Date } & WebhookEvent) =>
  recordOverviewTallies({ merchantId, at, events: [event] });

const issue = (merchantId: string, programId: string, input: Record<string, unknown>) =>
  issueGiftCard({ merchantId, programId, input: issueGiftCardSchema.parse(input) });

/** The merchant as if it had signed up `days` ago (the overview reads nothing before a merchant existed). */
const openedDaysAgo = (merchantId: string, days: number) =>
  Merchant.collection.updateOne(
    { _id: new Merchant.base.Types.ObjectId(merchantId) },
    { $set: { createdAt: addDays(new Date(), -days) } },
  );

describe("getOverview", () => {
  let owner: Awaited<ReturnType<typeof merchantWithToken>>;
  let other: Awaited<ReturnType<typeof merchantWithToken>>;

  beforeAll(async () => {
    [owner, other] = await Promise.all([merchantWithToken("Overview Café"), merchantWithToken("Next Door")]);
  });

  it("answers zeros and the window's days for a merchant with nothing yet", async () => {
    const fresh = await merchantWithToken("Fresh Café");
    const now = new Date("2030-03-31T09:00:00Z");
    const overview = await getOverview({ merchantId: fresh.merchantId, days: 30, now: () => now });
    expect(overview.dates).toHaveLength(30);
    expect(overview.dates[0]).toBe("2030-03-02");
    expect(overview.dates.at(-1)).toBe("2030-03-31");
    expect(overview.programs).toEqual({ active: 0, loyalty: 0, giftcard: 0, archived: 0 });
    expect(overview.members).toEqual({ total: 0, newLast7Days: 0 });
    expect(overview.metrics.scans).toEqual({ total: 0, previous: 0, daily: Array(30).fill(0) });
    expect(overview.giftCardMoney).toEqual([]);
  });

  it("counts today's members, scans, points, offers, cards and money, and nothing of another merchant", async () => {
    const { merchantId, userId } = owner;
    // Ada is scanned twice in a row: no gap between scans.
    const loyalty = await loyaltyProgram(merchantId, {
      name: "Beans",
      pointsScanPass: 5,
      scanMinGapMinutes: 0,
    });
    const archived = await loyaltyProgram(merchantId, { name: "Old beans" });
    await archiveProgram({ merchantId, programId: archived.id });
    const offer = await liveOffer(merchantId, loyalty.id, { pointsCost: 4 });
    const [ada, bob] = await Promise.all([
      joinedMember(merchantId, loyalty.id, { email: "ada@example.com" }),
      joinedMember(merchantId, loyalty.id, { email: "bob@example.com" }),
    ]);
    for (let scan = 0; scan < 2; scan++)
      await scanMember({
        merchantId,
        programId: loyalty.id,
        userId,
        input: { memberNumber: ada.memberNumber },
      });
    await adjustPoints({
      merchantId,
      programId: loyalty.id,
      memberId: bob.id,
      userId,
      input: { points: 10, reason: "welcome" },
    });
    await redeemOffer({ merchantId, programId: loyalty.id, offerId: offer.id, input: { memberId: ada.id } });

    const gift = await giftCardProgram(merchantId);
    const kept = await issue(merchantId, gift.id, { initialValue: "30.00" });
    const deleted = await issue(merchantId, gift.id, { initialValue: "20.00" });
    await issue(merchantId, gift.id, { initialValue: "15.00", currency: "USD" });
    await redeemGiftCard({ merchantId, programId: gift.id, cardId: kept.id, amount: "12.50" });
    await reloadGiftCard({ merchantId, programId: gift.id, cardId: kept.id, amount: "2.50" });
    await deleteGiftCard({ merchantId, programId: gift.id, cardId: deleted.id });

    // The neighbour's shop is busy too, and none of it shows.
    const theirs = await loyaltyProgram(other.merchantId, { pointsScanPass: 1 });
    const theirMember = await joinedMember(other.merchantId, theirs.id, { email: "eve@example.com" });
    await scanMember({
      merchantId: other.merchantId,
      programId: theirs.id,
      userId: other.userId,
      input: { memberNumber: theirMember.memberNumber },
    });

    const overview = await getOverview({ merchantId, days: 30 });
    expect(overview.programs).toEqual({ active: 2, loyalty: 1, giftcard: 1, archived: 1 });
    expect(overview.members).toEqual({ total: 2, newLast7Days: 2 });
    const today = (metric: keyof typeof overview.metrics) => overview.metrics[metric].daily.at(-1);
    expect(overview.metrics.newMembers.total).toBe(2);
    expect(today("scans")).toBe(2);
    // 2 scans × 5 and the adjustment of 10; the offer's cost is spent, not given.
    expect(today("pointsGiven")).toBe(20);
    expect(today("offersRedeemed")).toBe(1);
    expect(today("cardsSold")).toBe(3);
    expect(overview.metrics.scans.previous).toBe(0);
    expect(overview.giftCardMoney).toEqual([
      {
        currency: "EUR",
        // The deleted card's 20.00 is no longer owed.
        outstanding: "20.00",
        sold: expect.objectContaining({ total: "52.50", previous: "0.00" }),
        redeemed: expect.objectContaining({ total: "12.50" }),
      },
      expect.objectContaining({ currency: "USD", outstanding: "15.00" }),
    ]);
    expect(overview.giftCardMoney[0]?.sold.daily.at(-1)).toBe("52.50");

    const neighbour = await getOverview({ merchantId: other.merchantId, days: 7 });
    expect(neighbour.dates).toHaveLength(7);
    expect(neighbour.metrics.scans.total).toBe(1);
    expect(neighbour.metrics.cardsSold.total).toBe(0);
    expect(neighbour.giftCardMoney).toEqual([]);
  });

  it("counts passes installed and removed as soon as the wallet work announces them", async () => {
    const { merchantId } = await merchantWithToken("Wallet Café");
    const pass = (passId: string) => ({
      passId,
      programId: "0123456789abcdef01234567",
      memberId: null,
      wallet: "apple" as const,
      at: new Date().toISOString(),
    });
    await recordChange({ kind: "pass.installed", merchantId, key: "a", data: pass("a"), at: new Date() });
    await recordChange({ kind: "pass.installed", merchantId, key: "b", data: pass("b"), at: new Date() });
    await recordChange({ kind: "pass.removed", merchantId, key: "a", data: pass("a"), at: new Date() });
    const { metrics } = await getOverview({ merchantId, days: 7 });
    expect(metrics.passesInstalled.daily.at(-1)).toBe(2);
    expect(metrics.passesRemoved.total).toBe(1);
  });

  it("counts a change announced twice once", async () => {
    const { merchantId } = await merchantWithToken("Twice Café");
    const event = {
      merchantId,
      type: "offer.redeemed" as const,
      key: "redemption-1",
      at: new Date(),
      data: { offerId: "o", programId: "0123456789abcdef01234567", memberId: "m", pointsCost: 1, at: "" },
    };
    await countEvent(event);
    await countEvent(event);
    expect((await getOverview({ merchantId, days: 1 })).metrics.offersRedeemed.total).toBe(1);
  });

  it("sums a finished day once into its row and reads that row afterwards; the window before is the comparison", async () => {
    const { merchantId } = await merchantWithToken("Closing Café");
    await openedDaysAgo(merchantId, 90);
    const now = new Date();
    const tally = (key: string, daysAgo: number) =>
      countEvent({
        merchantId,
        type: "member.created",
        key,
        at: addDays(now, -daysAgo),
        data: {
          memberId: key,
          programId: "0123456789abcdef01234567",
          memberNumber: "1",
          externalId: null,
          status: "active",
          createdAt: "",
          updatedAt: "",
        },
      });
    await Promise.all([tally("a", 3), tally("b", 3), tally("c", 40), tally("d", 61)]);
    const first = await getOverview({ merchantId, days: 30, now: () => now });
    expect(first.metrics.newMembers.daily.at(-4)).toBe(2);
    expect(first.metrics.newMembers.total).toBe(2);
    // 40 days ago is in the 30 days before the window; 61 days ago is in neither.
    expect(first.metrics.newMembers.previous).toBe(1);

    const threeDaysAgo = utcDayOf(addDays(now, -3));
    const closed = await OverviewDay.findById(overviewDayKeyOf(merchantId, threeDaysAgo)).lean();
    expect(closed?.counts).toMatchObject({ newMembers: 2, scans: 0 });
    // Every finished day of both windows has its row (zeros too); today is still counting and has none.
    expect(await OverviewDay.countDocuments({ merchantId })).toBe(59);
    expect(await OverviewDay.findById(overviewDayKeyOf(merchantId, utcDayOf(now))).lean()).toBeNull();

    // A row written into a finished day afterwards (only a clock far off could) is not read again.
    await tally("late", 3);
    const second = await getOverview({ merchantId, days: 30, now: () => now });
    expect(second.metrics.newMembers.total).toBe(2);
    // Today's rows are read on every call.
    await tally("today", 0);
    const third = await getOverview({ merchantId, days: 30, now: () => now });
    expect(third.metrics.newMembers.daily.at(-1)).toBe(1);
    expect(await OverviewTally.countDocuments({ merchantId })).toBe(6);
  });

  it("leaves a day open for a few minutes after midnight, then closes it", async () => {
    const { merchantId } = await merchantWithToken("Midnight Café");
    await openedDaysAgo(merchantId, 2);
    const midnight = Date.parse(`${utcDayOf(new Date())}T00:00:00Z`);
    await countEvent({
      merchantId,
      type: "pass.installed",
      key: "late-evening",
      at: new Date(midnight - 60_000),
      data: { passId: "p", programId: "0123456789abcdef01234567", memberId: null, wallet: "apple", at: "" },
    });
    const yesterday = overviewDayKeyOf(merchantId, utcDayOf(new Date(midnight - DAY_MS / 2)));
    const justAfter = await getOverview({ merchantId, days: 2, now: () => new Date(midnight + 60_000) });
    expect(justAfter.metrics.passesInstalled.daily).toEqual([1, 0]);
    expect(await OverviewDay.findById(yesterday).lean()).toBeNull();
    await getOverview({ merchantId, days: 2, now: () => new Date(midnight + 11 * 60_000) });
    expect((await OverviewDay.findById(yesterday).lean())?.counts).toMatchObject({ passesInstalled: 1 });
  });
});
