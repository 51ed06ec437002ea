import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { ledgerKeyOf } from "@/lib/services/ledger/member-ledger-sequence";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { commandsSentBy } from "@/lib/testing/database-commands";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { POST as scan } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;

let owner: Account;
let programId: string;
let spacedId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Scan Round Trips");
  programId = (await loyaltyProgram(owner.merchantId, { pointsScanPass: 10, scanMinGapMinutes: 0 })).id;
  spacedId = (
    await loyaltyProgram(owner.merchantId, { name: "Spaced", pointsScanPass: 10, scanMinGapMinutes: 5 })
  ).id;
});

const scanOf = (memberNumber: string, program = programId) =>
  callRoute(scan, { params: { programId: program }, json: { memberNumber }, token: owner.token });

/** What another server process appending to the member's ledger leaves behind: an entry this one never saw. */
async function appendedElsewhere(
  memberId: string,
  program: string,
  entry: { sequence: number; balance: number },
) {
  const member = await Member.findById(memberId).lean();
  await MemberPointsEntry.create({
    merchantId: member?.merchantId,
    programId: program,
    memberId,
    ledgerKey: ledgerKeyOf(memberId, entry.sequence),
    sequence: entry.sequence,
    points: 5,
    balanceAfter: entry.balance,
    lifetimeAfter: entry.balance,
    source: "scan",
    createdAt: new Date(),
  });
}

const commandsOf = commandsSentBy;

describe("a warm scan's database commands (issue 31, decision 059)", () => {
  it("stays within the budget once the process has seen the member's ledger", async () => {
    const member = await joinedMember(owner.merchantId, programId);
    // Warm: the user cache, the connection and the ledger's hint are what a counter's second scan finds.
    expect((await scanOf(member.memberNumber)).status).toBe(201);
    let answer: Awaited<ReturnType<typeof scanOf>> | undefined;
    const { sent, roundTrips } = await commandsOf(async () => {
      answer = await scanOf(member.memberNumber);
    });
    expect(answer?.data).toMatchObject({ member: { points: 20 }, entry: { sequence: 2, balanceAfter: 20 } });
    // Before decision 059: 12 commands, one after another but for the effects' look-ups (9 round trips).
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(10);
    expect(roundTrips, sent.join("\n")).toBeLessThanOrEqual(4);
  });

  it("decides on the ledger itself when another process appended since (a warm copy is never trusted blindly)", async () => {
    const member = await joinedMember(owner.merchantId, programId);
    await scanOf(member.memberNumber);
    await appendedElsewhere(member.id, programId, { sequence: 2, balance: 500 });
    const answer = await scanOf(member.memberNumber);
    expect(answer.data).toMatchObject({ entry: { sequence: 3, points: 10, balanceAfter: 510 } });
  });

  it("refuses a scan too soon after another process's scan the warm copy does not know of", async () => {
    const member = await joinedMember(owner.merchantId, spacedId);
    // This process's copy: one manual credit, no scan yet.
    await adjustPoints({
      merchantId: owner.merchantId,
      programId: spacedId,
      memberId: member.id,
      userId: owner.userId,
      input: pointsAdjustmentSchema.parse({ points: 5, reason: "Welcome" }),
    });
    await appendedElsewhere(member.id, spacedId, { sequence: 2, balance: 10 });
    const answer = await scanOf(member.memberNumber, spacedId);
    expect([answer.status, answer.data]).toMatchObject([409, { detail: { code: "SCAN_TOO_SOON" } }]);
  });
});
