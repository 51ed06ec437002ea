import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { PurgeTask, type PurgeTaskDocument } from "@/lib/db/models/purge-task";
import { purgeIdempotencyKeys } from "@/lib/services/idempotency/idempotency-keys";
import { purgeTarget } from "@/lib/services/retention/purge-target";

export type PurgeSummary = { purged: number; pending: number; idempotencyKeys: number };

/**
 * The retention purge (`npm run purge`, and the server's interval). The task collection holds only what
 * still waits, so it is read whole; due tasks are purged one by one and then removed. Also forgets
 * `Idempotency-Key` answers older than 24 hours.
 */
export async function purgeExpired({ now = systemClock }: { now?: Clock } = {}): Promise<PurgeSummary> {
  await connectToDatabase();
  const at = now();
  const tasks = await PurgeTask.find({}).lean<(PurgeTaskDocument & { _id: Types.ObjectId })[]>();
  const due = tasks.filter((task) => task.dueAt.getTime() <= at.getTime());
  for (const task of due) {
    await purgeTarget({ kind: task.kind, targetId: task.targetId, now: at });
    await PurgeTask.deleteOne({ _id: task._id });
  }
  // Idempotency-Key answers are kept 24 hours (lib/services/idempotency).
  const idempotencyKeys = await purgeIdempotencyKeys({ now: () => at });
  return { purged: due.length, pending: tasks.length - due.length, idempotencyKeys };
}
