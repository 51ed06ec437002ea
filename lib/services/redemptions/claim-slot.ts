import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { RedemptionSlot } from "@/lib/db/models/redemption-slot";

type SlotOwner = {
  merchantId: Types.ObjectId;
  programId: Types.ObjectId;
  offerId: Types.ObjectId;
  memberId: Types.ObjectId;
  redemptionId: Types.ObjectId;
};

const slotId = (group: string, n: number) => `${group}:${n}`;
const isTaken = async (group: string, n: number) =>
  (await RedemptionSlot.exists({ _id: slotId(group, n) })) !== null;

/** The end of the taken run from 1: galloping then binary search of `_id` probes, O(log n) reads. */
async function lastTaken(group: string, limit: number): Promise<number> {
  let low = 0;
  let high = 1;
  while (high <= limit && (await isTaken(group, high))) {
    low = high;
    high = Math.min(low * 2, limit + 1);
    if (high === low) break;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await isTaken(group, middle)) low = middle;
    else high = middle;
  }
  return low;
}

async function tryClaim(group: string, n: number, owner: SlotOwner): Promise<boolean> {
  try {
    await RedemptionSlot.create({ _id: slotId(group, n), group, n, ...owner });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/**
 * Claims one of the places 1…`limit` of `group` by inserting it (decision 011), or answers null when every
 * place is taken. Places are taken from the front, so probes find the first free one quickly; a place given
 * back by a refused redemption leaves a hole, which the final sweep over the group's rows finds.
 */
export async function claimSlot({
  group,
  limit,
  owner,
}: {
  group: string;
  limit: number;
  owner: SlotOwner;
}): Promise<string | null> {
  if (limit <= 0) return null;
  for (let n = (await lastTaken(group, limit)) + 1; n <= limit; n++) {
    if (await tryClaim(group, n, owner)) return slotId(group, n);
  }
  const taken = new Set((await RedemptionSlot.find({ group }, { n: 1 }).lean()).map((slot) => slot.n));
  for (let n = 1; n <= limit; n++) {
    if (!taken.has(n) && (await tryClaim(group, n, owner))) return slotId(group, n);
  }
  return null;
}

export async function releaseSlots({
  slotIds,
  redemptionId,
}: {
  slotIds: string[];
  redemptionId: Types.ObjectId;
}) {
  for (const id of slotIds) await RedemptionSlot.deleteOne({ _id: id, redemptionId });
}
