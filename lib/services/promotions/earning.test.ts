import mongoose from "mongoose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Clock } from "@/lib/clock";
import { Member } from "@/lib/db/models/member";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import type { PromotionInput } from "@/lib/schemas/promotion";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import { applyDataRules } from "@/lib/services/members/points-rules";
import { scanMember } from "@/lib/services/members/scan-member";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { createPromotion } from "@/lib/services/promotions/create-promotion";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { pushedDownKey } from "@/lib/testing/pushdown";

// Issue 29, bonus-point promotions (decision 051): a credit earns under the promotion running at its instant,
// read on the promotion's own wall clock, and its ledger entry names it.
type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Earning");
});

const at =
  (iso: string): Clock =>
  () =>
    new Date(iso);
const december = { startAt: new Date("2026-12-01T00:00:00Z"), endAt: new Date("2027-01-01T00:00:00Z") };
// Tuesdays 19:00–21:00 in New York (UTC−5 in December): 00:00–02:00 UTC on Wednesdays.
const tuesdayEvenings: PromotionInput = {
  name: "Happy hour",
  multiplier: 2,
  ...december,
  daysOfWeek: ["tue"],
  startTime: "19:00",
  endTime: "21:00",
  timeZone: "America/New_York",
};

async function setUp(promotions: PromotionInput[], programFields: Record<string, unknown> = {}) {
  const program = await loyaltyProgram(owner.merchantId, {
    pointsScanPass: 10,
    scanMinGapMinutes: 0,
    ...programFields,
  });
  for (const input of promotions)
    await createPromotion({ merchantId: owner.merchantId, programId: program.id, input });
  const member = await joinedMember(owner.merchantId, program.id);
  const scan = async (iso: string) =>
    (
      await scanMember({
        merchantId: owner.merchantId,
        programId: program.id,
        userId: owner.userId,
        input: { memberNumber: member.memberNumber, points: null },
        now: at(iso),
      })
    ).entry;
  return { program, member, scan };
}

describe("scans under promotions", () => {
  it("doubles a scan inside the window, read on the promotion's wall clock, and names the promotion", async () => {
    const { scan } = await setUp([tuesdayEvenings]);
    // Wednesday 01:00 UTC is Tuesday 20:00 in New York: inside.
    const inside = await scan("2026-12-02T01:00:00Z");
    expect(inside.points).toBe(20);
    expect(inside.promotion).toEqual({ id: expect.any(String), name: "Happy hour" });
    expect(inside.balanceAfter).toBe(20);
  });

  it.each([
    ["Tuesday 20:00 UTC is 15:00 in New York: too early", "2026-12-01T20:00:00Z"],
    ["Wednesday 02:00 UTC is Tuesday 21:00 in New York: the window has closed", "2026-12-02T02:00:00Z"],
    ["Thursday 01:00 UTC is Wednesday 20:00 in New York: the wrong day", "2026-12-03T01:00:00Z"],
    ["a Tuesday evening in November, before startAt", "2026-11-25T01:00:00Z"],
    ["a Tuesday evening in January, from endAt on", "2027-01-06T01:00:00Z"],
  ])("credits the plain points outside it (%s)", async (_, iso) => {
    const { scan } = await setUp([tuesdayEvenings]);
    const outside = await scan(iso);
    expect([outside.points, outside.promotion]).toEqual([10, null]);
  });

  it("adds a bonus, and the entry is stored with the promotion", async () => {
    const { scan, member } = await setUp([
      { name: "Opening week", bonusPoints: 50, ...december, timeZone: "UTC" },
    ]);
    const entry = await scan("2026-12-05T12:00:00Z");
    expect(entry.points).toBe(60);
    const stored = await MemberPointsEntry.findOne({ memberId: member.id, source: "scan" }).lean();
    expect(stored?.promotion).toMatchObject({ name: "Opening week" });
  });

  it("applies the best of two overlapping promotions for the member's credit", async () => {
    const always = { ...december, timeZone: "UTC" };
    const double = { name: "Double", multiplier: 2, ...always };
    const { scan } = await setUp([{ name: "Plus five", bonusPoints: 5, ...always }, double]);
    // 10 points: 2× gives 20, +5 gives 15.
    expect(await scan("2026-12-05T12:00:00Z")).toMatchObject({ points: 20, promotion: { name: "Double" } });
    const rich = await setUp([double, { name: "Plus fifty", bonusPoints: 50, ...always }]);
    // 10 points: +50 gives 60, 2× gives 20.
    expect(await rich.scan("2026-12-05T12:00:00Z")).toMatchObject({
      points: 60,
      promotion: { name: "Plus fifty" },
    });
  });
});

describe("points rules under promotions", () => {
  it("multiplies a one-time rule credited while a promotion runs", async () => {
    const program = await loyaltyProgram(owner.merchantId, { pointsAddPhone: 5 });
    await createPromotion({
      merchantId: owner.merchantId,
      programId: program.id,
      input: { name: "Triple", multiplier: 3, ...december, timeZone: "Europe/Berlin" },
    });
    const joined = await joinedMember(owner.merchantId, program.id);
    const member = await Member.findById(joined.id).lean<StoredMember>();
    if (!member) throw new Error("the member was just created");
    const stored = await getProgramOrThrow({ merchantId: owner.merchantId, programId: program.id });
    await applyDataRules({
      member: { ...member, phone: "+4930123456" },
      program: stored,
      now: at("2026-12-10T10:00:00Z"),
    });
    const entry = await MemberPointsEntry.findOne({ memberId: member._id, source: "rule" }).lean();
    expect([entry?.points, entry?.promotion?.name]).toEqual([15, "Triple"]);
  });
});

describe.skipIf(inject("postgresUrl") === "")("the promotions read of every credit", () => {
  it("is pushed down to the embedded database (top-level equality on the program, and on the merchant for the scanner)", async () => {
    const programId = new mongoose.Types.ObjectId();
    expect(await pushedDownKey("promotions", { programId })).toBe("programId");
    const merchantId = new mongoose.Types.ObjectId();
    expect(await pushedDownKey("promotions", { merchantId })).toBe("merchantId");
  });
});
