import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { notFound } from "@/lib/errors/api-error";
import type { MemberDto } from "@/lib/schemas/member";
import { isVisibleMember, type TierProgram, toMemberDto } from "@/lib/services/members/member-dto";
import { getMemberProgramOrThrow } from "@/lib/services/members/member-program";
import { readMemberLedger, type StoredMember } from "@/lib/services/members/points-ledger";

export const MEMBER_NOT_FOUND = "Member not found";

/** By `_id` alone, then merchant and program in code: another merchant's (or program's) member is a 404. */
export async function findOwnMemberOrThrow({
  merchantId,
  programId,
  memberId,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
}): Promise<StoredMember> {
  if (!isValidObjectId(memberId)) throw notFound(MEMBER_NOT_FOUND);
  await connectToDatabase();
  const member = await Member.findById(memberId).lean<StoredMember>();
  const isOwn =
    member &&
    isVisibleMember(member) &&
    String(member.merchantId) === merchantId &&
    String(member.programId) === programId;
  if (!isOwn) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

/** The member with the balance, lifetime points and tier of its ledger. */
export async function memberDtoOf(member: StoredMember, program: TierProgram): Promise<MemberDto> {
  return toMemberDto(member, await readMemberLedger(member._id), program);
}

export async function getMemberOrThrow(options: {
  merchantId: string;
  programId: string;
  memberId: string;
}): Promise<MemberDto> {
  const program = await getMemberProgramOrThrow(options);
  return memberDtoOf(await findOwnMemberOrThrow(options), program);
}
