import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { connectToDatabase } from "@/lib/db/connect";
import { RedemptionSlot } from "@/lib/db/models/redemption-slot";
import { claimSlot, releaseSlots } from "./claim-slot";

const owner = () => ({
  merchantId: new Types.ObjectId(),
  programId: new Types.ObjectId(),
  offerId: new Types.ObjectId(),
  memberId: new Types.ObjectId(),
  redemptionId: new Types.ObjectId(),
});

async function take(group: string, numbers: number[]) {
  for (const n of numbers) await RedemptionSlot.create({ _id: `${group}:${n}`, group, n, ...owner() });
}

beforeAll(async () => {
  await connectToDatabase();
});

describe("claimSlot", () => {
  it("takes places from the front, then none past the limit", async () => {
    const group = `g-${new Types.ObjectId()}`;
    const claimed = [];
    for (let i = 0; i < 4; i++) claimed.push(await claimSlot({ group, limit: 3, owner: owner() }));
    expect(claimed).toEqual([`${group}:1`, `${group}:2`, `${group}:3`, null]);
    expect(await claimSlot({ group, limit: 0, owner: owner() })).toBeNull();
  });

  it("finds a hole the probes skip over (a place given back) by sweeping the group", async () => {
    const group = `g-${new Types.ObjectId()}`;
    await take(group, [1, 2, 4, 5, 6, 7, 8]);
    expect(await claimSlot({ group, limit: 8, owner: owner() })).toBe(`${group}:3`);
    expect(await claimSlot({ group, limit: 8, owner: owner() })).toBeNull();
  });

  it("gives back only the places of the redemption named", async () => {
    const group = `g-${new Types.ObjectId()}`;
    const mine = owner();
    const slot = (await claimSlot({ group, limit: 5, owner: mine })) as string;
    await releaseSlots({ slotIds: [slot], redemptionId: new Types.ObjectId() });
    expect(await RedemptionSlot.exists({ _id: slot })).not.toBeNull();
    await releaseSlots({ slotIds: [slot], redemptionId: mine.redemptionId });
    expect(await RedemptionSlot.exists({ _id: slot })).toBeNull();
  });
});
