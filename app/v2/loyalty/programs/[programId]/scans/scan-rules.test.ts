import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { PUT as updateProgram } from "../route";
import { POST as scan } from "./route";

// Issue 28, item 1 (decision 036): the program's scan rules hold for every caller of the scan endpoint.
type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Refusal = { detail: { code: string; message: string; nextScanAt: string } };
type Scanned = { entry: { createdAt: string } };

let owner: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Scan Rules");
});

const scanAt = (programId: string, memberNumber: string) =>
  callRoute(scan, { params: { programId }, json: { memberNumber }, token: owner.token });
const scansOf = (memberId: string) => MemberPointsEntry.countDocuments({ memberId, source: "scan" });

describe("scan rules", () => {
  it("refuses a second scan of the member within 5 minutes by default: 409 SCAN_TOO_SOON with when, nothing credited", async () => {
    const program = await loyaltyProgram(owner.merchantId, { pointsScanPass: 10 });
    const member = await joinedMember(owner.merchantId, program.id);
    const first = await scanAt(program.id, member.memberNumber);
    expect(first.status).toBe(201);
    const again = await scanAt(program.id, member.memberNumber);
    expect(again.status).toBe(409);
    const { detail } = again.data as Refusal;
    expect(detail.code).toBe("SCAN_TOO_SOON");
    const scannedAt = Date.parse((first.data as Scanned).entry.createdAt);
    expect(Date.parse(detail.nextScanAt)).toBe(scannedAt + 5 * 60_000);
    // Retry-After is the wait left when the answer was made: at most the gap, and not shorter than what is left now.
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(retryAfter * 1000).toBeGreaterThanOrEqual(Date.parse(detail.nextScanAt) - Date.now());
    expect(await scansOf(member.id)).toBe(1);
    // Another member of the same program is not held up.
    const other = await joinedMember(owner.merchantId, program.id);
    expect((await scanAt(program.id, other.memberNumber)).status).toBe(201);
  });

  it("lets two scans at the same instant credit only once", async () => {
    const program = await loyaltyProgram(owner.merchantId, { pointsScanPass: 10 });
    const member = await joinedMember(owner.merchantId, program.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => scanAt(program.id, member.memberNumber)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409))
      expect((answer.data as Refusal).detail.code).toBe("SCAN_TOO_SOON");
    expect(await scansOf(member.id)).toBe(1);
  });

  it("turns the gap off with 0, and counts scansPerDayMax: 409 SCAN_DAILY_LIMIT until the next day", async () => {
    const free = await loyaltyProgram(owner.merchantId, { scanMinGapMinutes: 0 });
    const member = await joinedMember(owner.merchantId, free.id);
    for (let scanNumber = 0; scanNumber < 3; scanNumber++)
      expect((await scanAt(free.id, member.memberNumber)).status).toBe(201);
    const limited = await loyaltyProgram(owner.merchantId, { scanMinGapMinutes: 0, scansPerDayMax: 2 });
    const regular = await joinedMember(owner.merchantId, limited.id);
    expect((await scanAt(limited.id, regular.memberNumber)).status).toBe(201);
    expect((await scanAt(limited.id, regular.memberNumber)).status).toBe(201);
    const third = await scanAt(limited.id, regular.memberNumber);
    expect([third.status, (third.data as Refusal).detail.code]).toEqual([409, "SCAN_DAILY_LIMIT"]);
    // A program without a time zone counts UTC days.
    const nextDay = new Date();
    nextDay.setUTCHours(24, 0, 0, 0);
    expect((third.data as Refusal).detail.nextScanAt).toBe(nextDay.toISOString());
    expect(await scansOf(regular.id)).toBe(2);
  });

  it("stores the rules on the program: defaults 5 and 0, bounds checked, changed by PUT", async () => {
    const created = await callRoute(createProgram, {
      json: { passTypeIdentifier: "pass.com.example.rules", name: "Rules" },
      token: owner.token,
    });
    expect(created.data).toMatchObject({ scanMinGapMinutes: 5, scansPerDayMax: 0 });
    const id = (created.data as { id: string }).id;
    const refused = await callRoute(updateProgram, {
      method: "PUT",
      params: { programId: id },
      json: { scanMinGapMinutes: -1, scansPerDayMax: 1001 },
      token: owner.token,
    });
    expect(refused.status).toBe(422);
    const locs = (refused.data as { detail: { loc: string[] }[] }).detail.map((item) => item.loc.join("."));
    expect(locs).toEqual(["body.scanMinGapMinutes", "body.scansPerDayMax"]);
    const updated = await callRoute(updateProgram, {
      method: "PUT",
      params: { programId: id },
      json: { scanMinGapMinutes: 0, scansPerDayMax: 3 },
      token: owner.token,
    });
    expect(updated.data).toMatchObject({ scanMinGapMinutes: 0, scansPerDayMax: 3 });
  });
});
