import type { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "@/lib/clock";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { expireDuePoints } from "@/lib/services/background-jobs/expire-due-points";
import type { StoredPointsEntry } from "@/lib/services/ledger/member-ledger-sequence";
import { expireMemberPoints } from "@/lib/services/members/expire-points";
import { getMemberOrThrow, memberDtoOf } from "@/lib/services/members/get-member";
import { changePoints } from "@/lib/services/members/points-rules";
import { expiringPointsOf } from "@/lib/services/points-expiry/expiring-points";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

// Issue 29, points that expire (decision 049): earned points expire `pointsExpiryDays` after they were earned,
// the oldest first, written off by the background job as ledger entries of source `expired`.
const EXPIRY_DAYS = 30;
let merchantId: string;

beforeAll(async () => {
  ({ merchantId } = await merchantWithToken("Expiry Café"));
  await createWebhook({
    merchantId,
    input: createWebhookSchema.parse({ url: "https://hooks.example.com/expiry", events: ["points.expired"] }),
  });
});

/** A member of a program whose points expire after 30 days, and a clock the test moves. */
async function memberWithClock(start: Date) {
  const program = await loyaltyProgram(merchantId, { pointsExpiryDays: EXPIRY_DAYS });
  const joined = await joinedMember(merchantId, program.id, {
    email: `expiry-${start.getTime()}@example.com`,
  });
  const stored = await getMemberOrThrow({ merchantId, programId: program.id, memberId: joined.id });
  const storedProgram = await getProgramOrThrow({
    merchantId,
    programId: program.id,
    programType: "loyalty",
  });
  let at = start;
  const clock = {
    now: () => at,
    to: (days: number) => {
      at = new Date(start.getTime() + days * DAY_MS);
    },
  };
  const change = (points: number) =>
    changePoints({
      member: stored,
      program: storedProgram,
      now: clock.now,
      plan: () => ({ points, source: "manual", reason: "test" }),
    });
  return { program: storedProgram, member: stored, clock, change };
}

const ledgerOf = (memberId: Types.ObjectId) =>
  MemberPointsEntry.find({ memberId }).sort({ sequence: 1 }).lean<StoredPointsEntry[]>();

const expiredEvents = async (memberId: string) =>
  (
    await OutboxMessage.find({ merchantId }).lean<
      { payload: { type: string; data: { memberId: string } } }[]
    >()
  )
    .filter((row) => row.payload.type === "points.expired" && row.payload.data.memberId === memberId)
    .map((row) => row.payload.data);

describe("the points-expiry job", () => {
  it("expires exactly the unspent oldest points once, also when run twice or concurrently", async () => {
    const start = new Date(Date.now() - 25 * DAY_MS);
    const { program, member, clock, change } = await memberWithClock(start);
    await change(100); // day 0
    clock.to(10);
    await change(50); // day 10
    clock.to(20);
    await change(-30); // day 20: spends 30 of the oldest 100
    const before = await ledgerOf(member._id);

    clock.to(29);
    await expireDuePoints({ now: clock.now });
    expect(await ledgerOf(member._id)).toHaveLength(3);

    // Day 31: the 70 left of day 0's 100 expire; day 10's 50 do not yet.
    clock.to(31);
    await expireDuePoints({ now: clock.now });
    await expireDuePoints({ now: clock.now });
    let ledger = await ledgerOf(member._id);
    expect(ledger.slice(3).map((entry) => [entry.source, entry.points, entry.balanceAfter])).toEqual([
      ["expired", -70, 50],
    ]);
    expect(ledger[3]?.createdAt).toEqual(clock.now());

    // Day 41: day 10's 50 expire, once, whichever of two concurrent runs writes them.
    clock.to(41);
    await Promise.all([
      expireDuePoints({ now: clock.now }),
      expireDuePoints({ now: clock.now }),
      expireMemberPoints({ member, pointsExpiryDays: program.pointsExpiryDays, now: clock.now }),
      expireMemberPoints({ member, pointsExpiryDays: program.pointsExpiryDays, now: clock.now }),
    ]);
    ledger = await ledgerOf(member._id);
    expect(ledger.slice(3).map((entry) => [entry.source, entry.points, entry.balanceAfter])).toEqual([
      ["expired", -70, 50],
      ["expired", -50, 0],
    ]);
    // Never by changing old entries: the first three are as they were written.
    expect(ledger.slice(0, 3)).toEqual(before);

    // Each expiry is announced once as `points.expired`.
    expect(await expiredEvents(String(member._id))).toEqual([
      expect.objectContaining({ points: 70, balance: 50, programId: String(program._id) }),
      expect.objectContaining({ points: 50, balance: 0 }),
    ]);
  });

  it("answers the points expiring within a horizon and when the first do", async () => {
    const start = new Date(Date.now() - 25 * DAY_MS);
    const { program, member, clock, change } = await memberWithClock(start);
    await change(100);
    clock.to(10);
    await change(50);
    clock.to(20);
    await change(-30);
    clock.to(25);
    const of = (horizonDays: number) =>
      expiringPointsOf({
        memberId: member._id,
        pointsExpiryDays: program.pointsExpiryDays,
        horizonDays,
        now: clock.now,
      });
    const firstAt = new Date(start.getTime() + EXPIRY_DAYS * DAY_MS);
    expect(await of(4)).toBeNull();
    expect(await of(5)).toEqual({ points: 70, at: firstAt });
    expect(await of(60)).toEqual({ points: 120, at: firstAt });
    expect(
      await expiringPointsOf({ memberId: member._id, pointsExpiryDays: null, now: clock.now }),
    ).toBeNull();

    // The member API's DTO: within 60 days.
    const dto = await memberDtoOf(member, program, clock.now);
    expect(dto.pointsExpiring).toEqual({ points: 120, at: firstAt.toISOString() });
    expect(dto.points).toBe(120);
  });
});
