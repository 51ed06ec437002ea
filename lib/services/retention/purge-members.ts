import type { Types } from "mongoose";
import { CardLink } from "@/lib/db/models/card-link";
import { CLEARED_MEMBER_FIELDS, Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { MemberPointsHead } from "@/lib/db/models/member-points-head";
import { MemberProfileChange } from "@/lib/db/models/member-profile-change";
import { MemberRemoval } from "@/lib/db/models/member-removal";
import { OfferRedemption } from "@/lib/db/models/offer-redemption";
import { RedemptionSlot } from "@/lib/db/models/redemption-slot";
import { revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { forgetLedger } from "@/lib/services/ledger/member-ledger-sequence";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import { revokeMemberCodes } from "@/lib/services/member-codes/member-codes";
import { forgetApplePass } from "@/lib/services/pass-updates/forget-passes";

/** Everything a member held about the person; the tombstone keeps ids, its listing slot and `purgedAt`. */
const PURGED_MEMBER_FIELDS = {
  ...CLEARED_MEMBER_FIELDS,
  referredByMemberId: null,
  passInstalledAt: null,
};

/** A deleted member: keys (so the e-mail, phone and external id are free again), ledger, then the data. */
export async function purgeMember(memberId: Types.ObjectId, at: Date) {
  await forgetApplePass({ kind: "member", id: String(memberId) });
  await MemberKey.deleteMany({ memberId });
  await revokeCardLink({ kind: "member", id: String(memberId) });
  await revokeMemberCodes(String(memberId));
  await MemberPointsEntry.deleteMany({ memberId });
  await MemberPointsHead.deleteMany({ memberId });
  await MemberProfileChange.deleteMany({ memberId });
  forgetLedger(memberId);
  const id = String(memberId);
  await Member.updateOne(
    { _id: memberId },
    {
      $set: {
        ...PURGED_MEMBER_FIELDS,
        memberNumber: `purged-${id}`,
        referralCode: `purged-${id}`,
        purgedAt: at,
      },
    },
  );
}

/** A purged program's members, their keys, ledgers and the offers' redemptions. */
export async function purgeProgramMembers(programId: Types.ObjectId) {
  await RedemptionSlot.deleteMany({ programId });
  await OfferRedemption.deleteMany({ programId });
  await MemberPointsEntry.deleteMany({ programId });
  await MemberPointsHead.deleteMany({ programId });
  await MemberProfileChange.deleteMany({ programId });
  await MemberKey.deleteMany({ programId });
  await CardLink.deleteMany({ programId });
  await MemberRemoval.deleteMany({ programId });
  await Member.deleteMany({ programId });
  memberSequence.forget(programId);
}
