import type { Types } from "mongoose";
import { CLEARED_MEMBER_FIELDS, Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { recordChange } from "@/lib/services/changes/record-change";
import type { StoredMember } from "@/lib/services/gdpr/find-subject-members";
import { revokeMemberCodes } from "@/lib/services/member-codes/member-codes";
import { memberErased } from "@/lib/services/members/member-changes";

/** What an erased member's number and referral code become: unique, and matching no barcode or link. */
export const erasedTokenOf = (memberId: Types.ObjectId | string) => `erased-${String(memberId)}`;

const MAX_ATTEMPTS = 5;

function holdsPersonalData(member: StoredMember | null): boolean {
  if (member === null) return false;
  const tombstone = erasedTokenOf(member._id);
  return (
    Object.entries(CLEARED_MEMBER_FIELDS).some(([field, cleared]) => {
      const value = member[field as keyof StoredMember];
      if (field === "customFields") return value !== null && Object.keys(value ?? {}).length > 0;
      return value !== cleared && value !== undefined;
    }) ||
    member.memberNumber !== tombstone ||
    member.referralCode !== tombstone
  );
}

/**
 * Clears the member's personal fields, sets status `erased` and replaces the member number and referral code
 * with a tombstone, so a scan of the old barcode or a referral by the old code finds nobody. Idempotent, and
 * re-read after the update like a card's erasure (FerretDB's updates are read-modify-write). Then its
 * uniqueness keys are deleted, so the e-mail, phone and external id are free again, and free-text reasons of
 * manual point adjustments are cleared and the card page's link is revoked; the ledger's amounts stay for bookkeeping.
 */
export async function eraseMember({
  memberId,
  requestId,
  at,
}: {
  memberId: Types.ObjectId;
  requestId: Types.ObjectId;
  at: Date;
}): Promise<Types.ObjectId | null> {
  const tombstone = erasedTokenOf(memberId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await Member.updateOne(
      { _id: memberId },
      {
        $set: {
          ...CLEARED_MEMBER_FIELDS,
          memberNumber: tombstone,
          referralCode: tombstone,
          status: "erased",
          erasedAt: at,
          erasureRequestId: requestId,
        },
      },
    );
    const member = await Member.findById(memberId).lean<StoredMember>();
    if (!holdsPersonalData(member)) {
      await MemberKey.deleteMany({ memberId });
      // The card page's link opens nothing any more (decision 018).
      await revokeCardLink({ kind: "member", id: String(memberId) });
      await revokeMemberCodes(String(memberId));
      await MemberPointsEntry.updateMany({ memberId, source: "manual" }, { $set: { reason: null } });
      if (member) {
        // Recorded again when a crashed erasure is resumed: the same keys, so nothing is sent twice.
        await recordChange(memberErased(member, member.erasedAt ?? at));
      }
      return member?.programId ?? null;
    }
  }
  throw new Error(
    `Member ${String(memberId)} still holds personal data after ${MAX_ATTEMPTS} erasure attempts`,
  );
}
