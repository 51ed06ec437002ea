import type { Clock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { advanceErasure } from "@/lib/services/gdpr/advance-erasure";
import { isUnfinishedErasure, unfinishedErasures } from "@/lib/services/gdpr/resume-erasures";
import { runClaimed } from "@/lib/services/retention/claim-once";

/**
 * Completes erasures a crash left unfinished, each under a claim, so that when several app processes run
 * this at the same moment each erasure is completed by one of them. `resumed`: completed by this call;
 * `failed`: left for the next run (its claim released), e.g. when the database went away meanwhile;
 * `claimedElsewhere`: completed, or being completed, by another process.
 */
export async function resumeClaimedErasures({ now }: { now?: Clock } = {}): Promise<{
  resumed: number;
  failed: number;
  claimedElsewhere: number;
}> {
  await connectToDatabase();
  let resumed = 0;
  let failed = 0;
  const unfinished = await unfinishedErasures();
  for (const request of unfinished) {
    try {
      await runClaimed({ key: `erasure:${String(request._id)}`, now }, async () => {
        // Another process may have completed it between our read and our claim.
        const current = await GdprRequest.findById(request._id).lean();
        if (!current || !isUnfinishedErasure(current.status)) return;
        await advanceErasure({ requestId: request._id, now });
        resumed++;
      });
    } catch (error) {
      failed++;
      console.error(`[jobs] erasure ${String(request._id)} not resumed:`, error);
    }
  }
  return { resumed, failed, claimedElsewhere: unfinished.length - resumed - failed };
}
