import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { JobClaim } from "@/lib/db/models/job-claim";

/** Longer than any one item's work takes; a claim whose holder died blocks its item this long at most. */
export const CLAIM_LEASE_MS = 10 * 60_000;

const CLAIM_OWNER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

type ClaimOptions = { key: string; now?: Clock; leaseMs?: number };

async function tryClaim({ key, now = systemClock, leaseMs = CLAIM_LEASE_MS }: ClaimOptions) {
  await connectToDatabase();
  for (let attempt = 0; attempt < 2; attempt++) {
    const at = now();
    try {
      const claim = await JobClaim.create({
        key,
        owner: CLAIM_OWNER,
        expiresAt: new Date(at.getTime() + leaseMs),
      });
      return claim._id as Types.ObjectId;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    // Held. Take it over only when its lease ran out (its holder died). Deleting that claim by its _id and
    // inserting again stays safe when several processes try at once: the unique key admits one insert.
    const held = await JobClaim.findOne({ key }).lean();
    if (held && held.expiresAt.getTime() > at.getTime()) return null;
    if (held) await JobClaim.deleteOne({ _id: held._id });
  }
  return null;
}

/**
 * Runs `work` for the item named by `key` unless another process holds a live claim on it; returns
 * whether it ran. `work` must re-read its item (another process may have finished it just before), which
 * makes "once" hold: a claim is released only after its item's work is done and stored.
 */
export async function runClaimed(options: ClaimOptions, work: () => Promise<void>): Promise<boolean> {
  const claimId = await tryClaim(options);
  if (!claimId) return false;
  try {
    await work();
    return true;
  } finally {
    await JobClaim.deleteOne({ _id: claimId });
  }
}
