import type { Types } from "mongoose";
import type { Clock } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { PurgeTask, type PurgeTaskKind } from "@/lib/db/models/purge-task";
import { purgeTarget } from "@/lib/services/retention/purge-target";

/** Records what to purge and when; a period of 0 days (due now) purges at once. */
export async function schedulePurge({
  kind,
  targetId,
  merchantId,
  dueAt,
  now,
}: {
  kind: PurgeTaskKind;
  targetId: Types.ObjectId;
  merchantId: Types.ObjectId;
  dueAt: Date;
  now: Clock;
}): Promise<void> {
  try {
    await PurgeTask.create({ kind, targetId, merchantId, dueAt });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error; // already scheduled (a retried request)
  }
  if (dueAt.getTime() <= now().getTime()) {
    await purgeTarget({ kind, targetId, at: now() });
    await PurgeTask.deleteOne({ kind, targetId });
  }
}
