import type { Clock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { advanceErasure } from "@/lib/services/gdpr/advance-erasure";
import { unfinishedErasures } from "@/lib/services/gdpr/resume-erasures";
import { runClaimed } from "@/lib/services/retention/claim-once";

const UNFINISHED = new Set(["received", "erasing"]);

/**
 * Completes erasures a crash left unfinished, each under a claim, so that when several app processes run
 * this at the same moment each erasure is completed by one of them. Returns how many this call completed.
 */
export async function resumeClaimedErasures({ now }: { now?: Clock } = {}): Promise<number> {
  await connectToDatabase();
  let resumed = 0;
  for (const request of await unfinishedErasures()) {
    await runClaimed({ key: `erasure:${String(request._id)}`, now }, async () => {
      // Another process may have completed it between our read and our claim.
      const current = await GdprRequest.findById(request._id).lean();
      if (!current || !UNFINISHED.has(current.status)) return;
      await advanceErasure({ requestId: request._id, now });
      resumed++;
    });
  }
  return resumed;
}
