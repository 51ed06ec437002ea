import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, type Clock } from "@/lib/clock";
import { AutomationOccasion } from "@/lib/db/models/automation-occasion";
import { Member } from "@/lib/db/models/member";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { PassMessage } from "@/lib/db/models/pass-message";
import { Program } from "@/lib/db/models/program";
import { ProgramAutomation } from "@/lib/db/models/program-automation";
import { automationsSchema } from "@/lib/schemas/automation";
import { scanSchema } from "@/lib/schemas/member";
import { readStoredAutomations, updateAutomations } from "@/lib/services/automations/program-automations";
import { runOccasionsOf, runProgramAutomations } from "@/lib/services/automations/run-automations";
import { expireDuePoints } from "@/lib/services/background-jobs/expire-due-points";
import { scanMember } from "@/lib/services/members/scan-member";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;

const off = { welcome: {}, birthday: {}, winBack: {}, pointsExpiring: {} };
const at =
  (date: Date): Clock =>
  () =>
    date;
const email = (name: string) => `${name}-${new Types.ObjectId().toHexString()}@example.com`;

async function programWith(automations: Record<string, unknown>, clock: Clock, overrides = {}) {
  const { id } = await loyaltyProgram(owner.merchantId, overrides);
  const input = automationsSchema.parse({ ...off, ...automations });
  await updateAutomations({ merchantId: owner.merchantId, programId: id, input, now: clock });
  return id;
}

async function join(programId: string, name: string, input: Record<string, unknown> = {}) {
  return (await joinedMember(owner.merchantId, programId, { email: email(name), ...input })).id;
}

/** Members made unreachable in each way the job must skip. */
async function unreachableMembers(programId: string, input: Record<string, unknown> = {}) {
  const suspended = await join(programId, "suspended", input);
  const deleted = await join(programId, "deleted", input);
  const erased = await join(programId, "erased", input);
  await Member.updateOne({ _id: suspended }, { $set: { status: "suspended" } });
  await Member.updateOne({ _id: deleted }, { $set: { deletedAt: new Date() } });
  await Member.updateOne({ _id: erased }, { $set: { status: "erased", erasedAt: new Date() } });
  return [suspended, deleted, erased];
}

const creditsOf = (memberId: string) =>
  MemberPointsEntry.find({ memberId, source: "automation" }).sort({ sequence: 1 }).lean();
const messagesTo = (memberId: string) => PassMessage.find({ "audience.memberIds": [memberId] }).lean();

const run = (programId: string, clock: Clock) => runProgramAutomations({ programId, now: clock });

beforeAll(async () => {
  owner = await merchantWithToken("Automations Job Café");
});

describe("the welcome automation", () => {
  it("greets each member who joined after it was switched on, once, with points and a service message", async () => {
    const enabledAt = new Date(Date.now() - 60_000);
    const programId = await programWith(
      { welcome: { enabled: true, text: "Welcome to the club", points: 25 } },
      at(enabledAt),
    );
    const earlier = await join(programId, "earlier");
    await Member.collection.updateOne(
      { _id: new Types.ObjectId(earlier) },
      { $set: { createdAt: new Date(enabledAt.getTime() - 1000) } },
    );
    const newcomer = await join(programId, "newcomer");
    const skipped = await unreachableMembers(programId);
    const clock = at(new Date());
    expect(await run(programId, clock)).toBe(1);
    expect(await run(programId, clock)).toBe(0);
    const credits = await creditsOf(newcomer);
    expect(credits.map(({ points, reason }) => ({ points, reason }))).toEqual([
      { points: 25, reason: "automation:welcome" },
    ]);
    const messages = await messagesTo(newcomer);
    expect(messages.map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: "Welcome to the club", kind: "service" },
    ]);
    for (const memberId of [earlier, ...skipped]) {
      expect(await creditsOf(memberId)).toEqual([]);
      expect(await messagesTo(memberId)).toEqual([]);
    }
  });
});

describe("the birthday automation", () => {
  it("fires daysBefore days before the birthday in the program's time zone, once a year", async () => {
    const clockAt = (iso: string) => at(new Date(iso));
    const programId = await programWith(
      { birthday: { enabled: true, text: "Happy birthday!", points: 100, daysBefore: 10 } },
      clockAt("2031-01-01T00:00:00Z"),
      { timeZone: "Europe/Berlin" },
    );
    const member = await join(programId, "birthday", { birthday: "1990-03-20" });
    const skipped = await unreachableMembers(programId, { birthday: "1990-03-20" });
    // 9 March, 23:30 UTC is still 9 March in UTC but 10 March in Berlin: the window opens there.
    expect(await run(programId, clockAt("2031-03-09T22:30:00Z"))).toBe(0);
    expect(await run(programId, clockAt("2031-03-09T23:30:00Z"))).toBe(1);
    expect(await run(programId, clockAt("2031-03-15T12:00:00Z"))).toBe(0);
    expect(await run(programId, clockAt("2031-03-20T12:00:00Z"))).toBe(0);
    // The next year's birthday is a new occasion.
    expect(await run(programId, clockAt("2032-03-10T12:00:00Z"))).toBe(1);
    const credits = await creditsOf(member);
    expect(credits.map(({ points, reason }) => ({ points, reason }))).toEqual([
      { points: 100, reason: "automation:birthday" },
      { points: 100, reason: "automation:birthday" },
    ]);
    const messages = await messagesTo(member);
    expect(messages.map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: "Happy birthday!", kind: "marketing" },
      { text: "Happy birthday!", kind: "marketing" },
    ]);
    for (const memberId of skipped) expect(await creditsOf(memberId)).toEqual([]);
  });
});

describe("the win-back automation", () => {
  it("fires afterDays after the last scan, once per absence, and again after a new scan's absence", async () => {
    const start = addDays(new Date(), 1);
    const day = (days: number) => at(addDays(start, days));
    const programId = await programWith(
      { winBack: { enabled: true, text: "We miss you", points: 10, afterDays: 7 } },
      day(0),
    );
    const regular = await join(programId, "regular");
    const skipped = await unreachableMembers(programId);
    const memberNumber = (await Member.findById(regular).lean())?.memberNumber ?? "";
    const scan = (clock: Clock) =>
      scanMember({
        merchantId: owner.merchantId,
        programId,
        userId: owner.userId,
        input: scanSchema.parse({ memberNumber }),
        now: clock,
      });
    await scan(day(0));
    expect(await run(programId, day(6))).toBe(0);
    expect(await run(programId, day(7))).toBe(1);
    expect(await run(programId, day(8))).toBe(0);
    // Long after: the win-back's own credit is old too, but the absence is the same one.
    expect(await run(programId, day(30))).toBe(0);
    await scan(day(31));
    expect(await run(programId, day(37))).toBe(0);
    expect(await run(programId, day(38))).toBe(1);
    const credits = await creditsOf(regular);
    expect(credits.map(({ points, reason }) => ({ points, reason }))).toEqual([
      { points: 10, reason: "automation:winBack" },
      { points: 10, reason: "automation:winBack" },
    ]);
    expect((await messagesTo(regular)).map(({ kind }) => kind)).toEqual(["marketing", "marketing"]);
    for (const memberId of skipped) {
      expect(await creditsOf(memberId)).toEqual([]);
      expect(await messagesTo(memberId)).toEqual([]);
    }
  });
});

describe("the win-back automation for a member never scanned", () => {
  it("counts the absence from joining, once", async () => {
    const programId = await programWith(
      { winBack: { enabled: true, text: "Come and see us", points: 0, afterDays: 7 } },
      at(new Date()),
    );
    const memberId = await join(programId, "never-scanned");
    const joined = (await Member.findById(memberId).lean())?.createdAt ?? new Date();
    const sinceJoining = (days: number) => at(new Date(addDays(joined, days).getTime() + 60_000));
    expect(await run(programId, sinceJoining(6))).toBe(0);
    expect(await run(programId, sinceJoining(7))).toBe(1);
    expect(await run(programId, sinceJoining(40))).toBe(0);
    // No points asked: a message only.
    expect(await creditsOf(memberId)).toEqual([]);
    expect((await messagesTo(memberId)).map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: "Come and see us", kind: "marketing" },
    ]);
    expect(await AutomationOccasion.exists({ _id: `winBack:${memberId}:join` })).not.toBeNull();
  });
});

describe("once, however the job runs", () => {
  it("never doubles an occasion when runs overlap, with or without the program's claim", async () => {
    const clock = at(new Date());
    const programId = await programWith(
      { welcome: { enabled: true, text: "Hello", points: 5 } },
      at(new Date(Date.now() - 60_000)),
    );
    const members = [await join(programId, "a"), await join(programId, "b"), await join(programId, "c")];
    const program = (await Program.findById(programId).lean()) as StoredProgram;
    const automations = readStoredAutomations(
      (await ProgramAutomation.findById(programId).lean()) as unknown as Record<string, unknown>,
    );
    const unclaimed = () => runOccasionsOf({ program, automations, now: clock });
    const results = await Promise.all([
      unclaimed(),
      unclaimed(),
      run(programId, clock),
      run(programId, clock),
    ]);
    expect(results.reduce((sum, done) => sum + done, 0)).toBe(3);
    for (const memberId of members) {
      expect(await creditsOf(memberId)).toHaveLength(1);
      expect(await messagesTo(memberId)).toHaveLength(1);
    }
  });

  it("finishes an occasion a run left half-done, without a second message", async () => {
    const programId = await programWith(
      { welcome: { enabled: true, text: "Hello", points: 5 } },
      at(new Date(Date.now() - 60_000)),
    );
    const memberId = await join(programId, "interrupted");
    // A run died after taking the occasion and marking its message: the points may be missing, the message
    // may or may not have been stored — sending it again could double it, so it is not sent again.
    const diedAt = new Date(Date.now() - 11 * 60_000);
    await AutomationOccasion.create({
      _id: `welcome:${memberId}`,
      kind: "welcome",
      programId,
      memberId,
      outcome: "pending",
      messagingAt: diedAt,
      at: diedAt,
    });
    expect(await run(programId, at(new Date()))).toBe(1);
    expect(await creditsOf(memberId)).toHaveLength(1);
    expect(await messagesTo(memberId)).toEqual([]);
    expect((await AutomationOccasion.findById(`welcome:${memberId}`).lean())?.outcome).toBe("done");
  });
});

describe("the points-expiring reminder", () => {
  it("reminds daysBefore the first points expire, once per batch, with no points and a service message", async () => {
    const start = new Date("2031-06-01T12:00:00Z");
    const day = (n: number) => at(addDays(start, n));
    const programId = await programWith(
      { pointsExpiring: { enabled: true, text: "Your points expire soon", daysBefore: 7 } },
      day(0),
      { pointsScanPass: 10, scanMinGapMinutes: 0, pointsExpiryDays: 30 },
    );
    const member = await join(programId, "expiring");
    const idle = await join(programId, "no-points");
    const memberNumber = (await Member.findById(member).lean())?.memberNumber ?? "";
    const scan = (clock: Clock) =>
      scanMember({
        merchantId: owner.merchantId,
        programId,
        userId: owner.userId,
        input: scanSchema.parse({ memberNumber }),
        now: clock,
      });
    await scan(day(0));
    await scan(day(10));
    // The day-0 points expire on day 30: the reminder's window opens on day 23.
    expect(await run(programId, day(22))).toBe(0);
    expect(await run(programId, day(23))).toBe(1);
    expect(await run(programId, day(25))).toBe(0);
    // On day 30 the day-0 points are written off; the day-10 points are a new batch (they expire on day 40),
    // reminded from day 33.
    await expireDuePoints({ now: day(30) });
    expect(await run(programId, day(33))).toBe(1);
    expect((await messagesTo(member)).map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: "Your points expire soon", kind: "service" },
      { text: "Your points expire soon", kind: "service" },
    ]);
    expect(await creditsOf(member)).toEqual([]);
    expect(await messagesTo(idle)).toEqual([]);
  });

  it("stays silent where points never expire", async () => {
    const programId = await programWith(
      { pointsExpiring: { enabled: true, text: "Your points expire soon", daysBefore: 60 } },
      at(new Date()),
      { pointsScanPass: 10 },
    );
    const member = await join(programId, "never-expiring");
    const memberNumber = (await Member.findById(member).lean())?.memberNumber ?? "";
    await scanMember({
      merchantId: owner.merchantId,
      programId,
      userId: owner.userId,
      input: scanSchema.parse({ memberNumber }),
      now: at(addDays(new Date(), -300)),
    });
    expect(await run(programId, at(new Date()))).toBe(0);
    expect(await messagesTo(member)).toEqual([]);
  });
});
