import { addDays, type Clock, systemClock } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { Member } from "@/lib/db/models/member";
import { MemberRemoval } from "@/lib/db/models/member-removal";
import { revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { recordChange } from "@/lib/services/changes/record-change";
import { revokeMemberCodes } from "@/lib/services/member-codes/member-codes";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import { memberDeleted } from "@/lib/services/members/member-changes";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { schedulePurge } from "@/lib/services/retention/schedule-purge";

/**
 * Soft delete: the member disappears from the API at once; after the program's `retention_period_days`
 * (0: right away) the purge removes its keys and ledger and leaves a tombstone holding only its listing slot.
 */
export async function deleteMember({
  merchantId,
  programId,
  memberId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
  now?: Clock;
}): Promise<void> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const member = await getMemberOrThrow({ merchantId, programId, memberId });
  const deletedAt = now();
  // The count's row first (member-stats.ts): a delete that fails after it is retried and finds it already there.
  try {
    await MemberRemoval.create({
      _id: member._id,
      merchantId: member.merchantId,
      programId: member.programId,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  await Member.updateOne({ _id: member._id }, { $set: { deletedAt } });
  await revokeCardLink({ kind: "member", id: memberId });
  await revokeMemberCodes(memberId);
  await schedulePurge({
    kind: "member",
    targetId: member._id,
    merchantId: member.merchantId,
    dueAt: addDays(deletedAt, program.retention_period_days),
    now,
  });
  await recordChange(memberDeleted(member, deletedAt));
}
