import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { MemberPointsHead } from "@/lib/db/models/member-points-head";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { messageAudienceSchema } from "@/lib/schemas/message";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { countAudience } from "@/lib/services/messages/count-audience";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  owner = await merchantWithToken("Audience Café");
  programId = (
    await loyaltyProgram(owner.merchantId, {
      name: "Tiers",
      schema: "tieredMembership",
      tiers: [
        { name: "Silver", minLifetimePoints: 100 },
        { name: "Gold", minLifetimePoints: 500 },
      ],
    })
  ).id;
  // bronze: 10 points, joined 100 days ago, last visit 60 days ago; silver: 150 points, joined 10 days ago, visit
  // 2 days ago; gold: 600 points, joined today, visit today.
  const plan: [string, number, number, number][] = [
    ["bronze", 10, 100, 60],
    ["silver", 150, 10, 2],
    ["gold", 600, 0, 0],
  ];
  for (const [name, points, joined, visited] of plan) {
    const member = await joinedMember(owner.merchantId, programId, {
      email: `${name}-${new Types.ObjectId().toHexString()}@example.com`,
      marketingConsent: name !== "bronze",
    });
    ids[name] = member.id;
    await adjustPoints({
      merchantId: owner.merchantId,
      programId,
      memberId: member.id,
      userId: owner.userId,
      input: pointsAdjustmentSchema.parse({ points, reason: "Setup" }),
    });
    // createdAt is immutable in mongoose: the driver's own update backdates the joining.
    await Member.collection.updateOne(
      { _id: new Types.ObjectId(member.id) },
      { $set: { createdAt: daysAgo(joined) } },
    );
    await MemberPointsHead.updateMany({ memberId: member.id }, { $set: { at: daysAgo(visited) } });
  }
});

const count = async (audience: Record<string, unknown>, kind: "marketing" | "service" = "service") =>
  (
    await countAudience({
      merchantId: owner.merchantId,
      programId,
      audience: messageAudienceSchema.parse(audience),
      kind,
    })
  ).audienceCount;

describe("a message's audience filters (every one given must match)", () => {
  it("by tier, by points, by joining date and by last visit", async () => {
    expect(await count({ all: true })).toBe(3);
    expect(await count({ tiers: ["Silver", "Gold"] })).toBe(2);
    expect(await count({ tiers: ["Gold"] })).toBe(1);
    expect(await count({ minPoints: 100 })).toBe(2);
    expect(await count({ maxPoints: 150 })).toBe(2);
    expect(await count({ minPoints: 100, maxPoints: 150 })).toBe(1);
    expect(await count({ joinedAfter: daysAgo(30).toISOString() })).toBe(2);
    expect(await count({ joinedBefore: daysAgo(30).toISOString() })).toBe(1);
    expect(await count({ lastScanBefore: daysAgo(30).toISOString() })).toBe(1);
    expect(await count({ lastScanAfter: daysAgo(7).toISOString() })).toBe(2);
    expect(await count({ lastScanAfter: daysAgo(7).toISOString(), tiers: ["Silver"] })).toBe(1);
  });

  it("leaves members without marketing consent out of a marketing message only", async () => {
    expect(await count({ maxPoints: 150 }, "marketing")).toBe(1);
    expect(await count({ memberIds: [ids.bronze, ids.gold] }, "marketing")).toBe(1);
    expect(await count({ memberIds: [ids.bronze, ids.gold] }, "service")).toBe(2);
  });

  it("reads the last visit from the ledger for a member whose head carries no time (written before issue 28)", async () => {
    const { id: oldProgramId } = await loyaltyProgram(owner.merchantId, { name: "Old heads" });
    const member = await joinedMember(owner.merchantId, oldProgramId, {
      email: `old-${new Types.ObjectId().toHexString()}@example.com`,
    });
    await joinedMember(owner.merchantId, oldProgramId, {
      email: `never-${new Types.ObjectId().toHexString()}@example.com`,
    });
    await adjustPoints({
      merchantId: owner.merchantId,
      programId: oldProgramId,
      memberId: member.id,
      userId: owner.userId,
      input: pointsAdjustmentSchema.parse({ points: 5, reason: "Setup" }),
    });
    await MemberPointsHead.updateMany({ memberId: member.id }, { $set: { at: null } });
    const countIn = async (audience: Record<string, unknown>) =>
      (
        await countAudience({
          merchantId: owner.merchantId,
          programId: oldProgramId,
          audience: messageAudienceSchema.parse(audience),
          kind: "service",
        })
      ).audienceCount;
    // The member visited just now (their one entry); the other never did and matches neither bound.
    expect(await countIn({ lastScanAfter: daysAgo(1).toISOString() })).toBe(1);
    expect(await countIn({ lastScanBefore: daysAgo(1).toISOString() })).toBe(0);
  });
});
