import { type Clock, systemClock } from "@/lib/clock";
import { recordChange } from "@/lib/services/changes/record-change";
import { pointsExpired } from "@/lib/services/members/member-changes";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import { appendPoints, type StoredMember } from "@/lib/services/members/points-ledger";
import { pointsExpiryOf } from "@/lib/services/points-expiry/expiring-points";

/**
 * Writes off a member's points that reached the program's `pointsExpiryDays` (decision 049): one ledger entry of
 * source `expired` through the one append path, never a change to old entries, and `points.expired` recorded
 * (webhooks, the member's pass). The credits earned by the cutoff are fixed (later entries are newer); what is due
 * is decided on the ledger as the append finds it, so a second run, or a concurrent one that lost the sequence and
 * read again, finds nothing left to write off. Answers the points written off.
 */
export async function expireMemberPoints({
  member,
  pointsExpiryDays,
  now = systemClock,
}: {
  member: StoredMember;
  pointsExpiryDays: number | null | undefined;
  now?: Clock;
}): Promise<number> {
  if (!pointsExpiryDays || !isVisibleMember(member) || member.status === "erased") return 0;
  const { earnedByDue, dueNow } = await pointsExpiryOf({ memberId: member._id, days: pointsExpiryDays, now });
  if (dueNow <= 0) return 0;
  const { entry } = await appendPoints({
    member,
    now,
    plan: (state) => {
      const due = earnedByDue - (state.lifetime - state.balance);
      return due > 0 ? { points: -due, source: "expired" } : null;
    },
  });
  if (!entry) return 0;
  await recordChange(pointsExpired(entry));
  return -entry.points;
}
