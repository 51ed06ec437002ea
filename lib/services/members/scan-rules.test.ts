import { beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "@/lib/clock";
import { scanMember } from "@/lib/services/members/scan-member";
import { startOfDayIn, startOfNextDayIn } from "@/lib/services/members/scan-rules";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

let merchantId: string;
let userId: string;

beforeAll(async () => {
  ({ merchantId, userId } = await merchantWithToken("Scan Clock"));
});

const clockAt =
  (iso: string): Clock =>
  () =>
    new Date(iso);
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; detail: unknown; headers: Record<string, string> }) => error,
  );

describe("the day of the scan rules", () => {
  it("begins at midnight in the zone, also on the days the clocks change", () => {
    const berlin = "Europe/Berlin";
    expect(startOfDayIn(new Date("2027-01-10T23:30:00Z"), berlin).toISOString()).toBe(
      "2027-01-10T23:00:00.000Z",
    );
    expect(startOfDayIn(new Date("2027-01-10T12:00:00Z"), berlin).toISOString()).toBe(
      "2027-01-09T23:00:00.000Z",
    );
    // 28 March 2027: Berlin moves from +01:00 to +02:00 at 02:00.
    expect(startOfDayIn(new Date("2027-03-28T20:00:00Z"), berlin).toISOString()).toBe(
      "2027-03-27T23:00:00.000Z",
    );
    expect(startOfNextDayIn(new Date("2027-03-28T20:00:00Z"), berlin).toISOString()).toBe(
      "2027-03-28T22:00:00.000Z",
    );
    expect(startOfDayIn(new Date("2027-01-10T00:00:00Z"), "UTC").toISOString()).toBe(
      "2027-01-10T00:00:00.000Z",
    );
  });
});

describe("scanMember with the injected clock", () => {
  it("counts the day in the program's time zone and lets the gap pass with the clock", async () => {
    const program = await loyaltyProgram(merchantId, {
      timeZone: "Europe/Berlin",
      scanMinGapMinutes: 10,
      scansPerDayMax: 2,
      pointsScanPass: 1,
    });
    const member = await joinedMember(merchantId, program.id);
    const scanAt = (iso: string) =>
      scanMember({
        merchantId,
        programId: program.id,
        userId,
        input: { memberNumber: member.memberNumber },
        now: clockAt(iso),
      });
    // 23:20 Berlin time, 10 January.
    await scanAt("2027-01-10T22:20:00Z");
    const soon = await refusalOf(scanAt("2027-01-10T22:25:00Z"));
    expect(soon).toMatchObject({
      status: 409,
      detail: { code: "SCAN_TOO_SOON", nextScanAt: "2027-01-10T22:30:00.000Z" },
      headers: { "Retry-After": "300" },
    });
    await scanAt("2027-01-10T22:30:00Z");
    const limit = await refusalOf(scanAt("2027-01-10T22:45:00Z"));
    expect(limit).toMatchObject({
      status: 409,
      detail: { code: "SCAN_DAILY_LIMIT", nextScanAt: "2027-01-10T23:00:00.000Z" },
      headers: { "Retry-After": "900" },
    });
    // Midnight in Berlin, still 10 January in UTC: a new day for the program.
    const { member: after } = await scanAt("2027-01-10T23:00:00Z");
    expect(after.points).toBe(3);
  });
});
