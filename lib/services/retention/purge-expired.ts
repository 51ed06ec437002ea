import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { PurgeTask, type PurgeTaskDocument } from "@/lib/db/models/purge-task";
import { purgeIdempotencyKeys } from "@/lib/services/idempotency/idempotency-keys";
import { runClaimed } from "@/lib/services/retention/claim-once";
import { purgeTarget } from "@/lib/services/retention/purge-target";

/**
 * `purged`: by this call; `failed`: due but left for the next run (its claim released); `claimedElsewhere`:
 * due, and purged or being purged by another process.
 */
export type PurgeSummary = {
  purged: number;
  pending: number;
  failed: number;
  claimedElsewhere: number;
  /** `Idempotency-Key` answers older than 24 hours, forgotten by this call. */
  idempotencyKeys: number;
};

type StoredPurgeTask = PurgeTaskDocument & { _id: Types.ObjectId };

/**
 * The retention purge (`npm run purge`, and the server's interval). The task collection holds only what
 * still waits, so it is read whole; each due task is claimed (several app processes may run this at the
 * same moment: each task is purged by one of them), re-read, purged and then removed. Also forgets
 * `Idempotency-Key` answers older than 24 hours.
 */
export async function purgeExpired({ now = systemClock }: { now?: Clock } = {}): Promise<PurgeSummary> {
  await connectToDatabase();
  const at = now();
  const tasks = await PurgeTask.find({}).lean<StoredPurgeTask[]>();
  const due = tasks.filter((task) => task.dueAt.getTime() <= at.getTime());
  let purged = 0;
  let failed = 0;
  for (const task of due) {
    try {
      await runClaimed({ key: `purge-task:${String(task._id)}`, now }, async () => {
        // Another process may have purged it between our read and our claim.
        if (!(await PurgeTask.exists({ _id: task._id }))) return;
        await purgeTarget({ kind: task.kind, targetId: task.targetId, at });
        await PurgeTask.deleteOne({ _id: task._id });
        purged++;
      });
    } catch (error) {
      failed++;
      console.error(`[jobs] purge task ${String(task._id)} failed:`, error);
    }
  }
  const pending = tasks.length - due.length;
  // Idempotency-Key answers are kept 24 hours (lib/services/idempotency); deleting them twice is harmless.
  const idempotencyKeys = await purgeIdempotencyKeys({ now: () => at });
  return { purged, pending, failed, claimedElsewhere: due.length - purged - failed, idempotencyKeys };
}
