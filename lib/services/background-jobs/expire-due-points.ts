import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { expireMemberPoints } from "@/lib/services/members/expire-points";
import { memberBucketsOf, readMemberBucket } from "@/lib/services/members/member-buckets";
import { runClaimed } from "@/lib/services/retention/claim-once";

/** `expired`: points written off by this call; `claimedElsewhere`: buckets another process was working on. */
export type ExpirySummary = {
  programs: number;
  members: number;
  expired: number;
  failed: number;
  claimedElsewhere: number;
};

type ExpiringProgram = { _id: Types.ObjectId; pointsExpiryDays?: number | null; deletedAt?: Date | null };

/**
 * The points-expiry job (decision 049): for every loyalty program with `pointsExpiryDays`, each member bucket
 * (100 members, one `{programId, bucketKey}` read of members and one of their ledger heads) is claimed
 * (claim-once.ts) and every member holding points has what is due written off (expire-points.ts). A bucket
 * claimed by another process is left to it; a member is written off at most once either way, because the amount
 * is decided on the ledger as the append finds it. Programs are read once per run (a few per merchant).
 */
export async function expireDuePoints({ now = systemClock }: { now?: Clock } = {}): Promise<ExpirySummary> {
  await connectToDatabase();
  const programs = (
    await Program.find({ programType: "loyalty" }, { pointsExpiryDays: 1, deletedAt: 1 }).lean<
      ExpiringProgram[]
    >()
  ).filter((program) => program.pointsExpiryDays && !program.deletedAt);
  const summary: ExpirySummary = {
    programs: programs.length,
    members: 0,
    expired: 0,
    failed: 0,
    claimedElsewhere: 0,
  };
  for (const program of programs) {
    for (const bucket of await memberBucketsOf(program._id)) {
      const isRun = await runClaimed(
        { key: `points-expiry:${String(program._id)}:${bucket}`, now },
        async () => {
          const { members, ledgerOf } = await readMemberBucket(program._id, bucket);
          for (const member of members) {
            if (ledgerOf(member).balance <= 0) continue;
            try {
              const points = await expireMemberPoints({
                member,
                pointsExpiryDays: program.pointsExpiryDays,
                now,
              });
              if (points > 0) {
                summary.members += 1;
                summary.expired += points;
              }
            } catch (error) {
              console.error(`[jobs] points expiry of member ${String(member._id)} failed:`, error);
              summary.failed += 1;
            }
          }
        },
      );
      if (!isRun) summary.claimedElsewhere += 1;
    }
  }
  return summary;
}
