import { isValidObjectId } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { notFound } from "@/lib/errors/api-error";
import type { MemberDto } from "@/lib/schemas/member";
import { isVisibleMember, type TierProgram, toMemberDto } from "@/lib/services/members/member-dto";
import { readMemberLedger, type StoredMember } from "@/lib/services/members/points-ledger";
import { expiringPointsOf } from "@/lib/services/points-expiry/expiring-points";

export const MEMBER_NOT_FOUND = "Member not found";

/**
 * The one lookup of a member: by `_id` alone, then merchant, program and deletion checked in code. Another
 * merchant's (or program's) member, a malformed id and a deleted member are all 404 `Member not found`.
 * Answers the stored member; the API's shape is `memberDtoOf(member, program)`. Callers look the program up
 * first (`getProgramOrThrow({ …, programType: "loyalty" })`), so its 404 and 409s come before the member's.
 */
export async function getMemberOrThrow({
  merchantId,
  programId,
  memberId,
  includeDeleted = false,
}: {
  merchantId: string;
  /** The member must be of this program; `null` only where a request may name a member of any program (GDPR). */
  programId: string | null;
  memberId: string;
  /** `true`: a soft-deleted, not yet purged member is found too (GDPR requests may name it). Default `false`. */
  includeDeleted?: boolean;
}): Promise<StoredMember> {
  if (!isValidObjectId(memberId)) throw notFound(MEMBER_NOT_FOUND);
  await connectToDatabase();
  const member = await Member.findById(memberId).lean<StoredMember>();
  const isFound = member && (includeDeleted ? !member.purgedAt : isVisibleMember(member));
  const isOwn =
    isFound &&
    String(member.merchantId) === merchantId &&
    (programId === null || String(member.programId) === programId);
  if (!isOwn) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

/**
 * The API's member: the stored one with the balance, lifetime points and tier of its ledger, and the points that
 * expire within 60 days.
 */
export async function memberDtoOf(
  member: StoredMember,
  program: TierProgram,
  now: Clock = systemClock,
): Promise<MemberDto> {
  const [ledger, pointsExpiring] = await Promise.all([
    readMemberLedger(member._id),
    expiringPointsOf({ memberId: member._id, pointsExpiryDays: program.pointsExpiryDays, now }),
  ]);
  return toMemberDto(member, ledger, program, pointsExpiring);
}
