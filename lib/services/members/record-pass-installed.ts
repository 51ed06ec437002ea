import { isValidObjectId } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { notFound } from "@/lib/errors/api-error";
import type { MemberDto, PointsEntryDto } from "@/lib/schemas/member";
import { MEMBER_NOT_FOUND, memberDtoOf } from "@/lib/services/members/get-member";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import { onceCredit, type StoredMember, toPointsEntryDto } from "@/lib/services/members/points-ledger";
import { changePoints } from "@/lib/services/members/points-rules";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/**
 * For the wallet: the member's pass was installed. The first time, `passInstalledAt` is set and the
 * program's `pointsInstallPass` credited once (a once-key: repeated or concurrent calls credit nothing more).
 * Answers the member and the credit, or `entry: null` when there was nothing (more) to credit.
 */
export async function recordPassInstalled({
  memberId,
  now = systemClock,
}: {
  memberId: string;
  now?: Clock;
}): Promise<{ member: MemberDto; entry: PointsEntryDto | null }> {
  if (!isValidObjectId(memberId)) throw notFound(MEMBER_NOT_FOUND);
  await connectToDatabase();
  const member = await Member.findById(memberId).lean<StoredMember>();
  if (!member || !isVisibleMember(member)) throw notFound(MEMBER_NOT_FOUND);
  const program = await getProgramOrThrow({
    merchantId: String(member.merchantId),
    programId: String(member.programId),
  });
  if (!member.passInstalledAt) {
    await Member.updateOne({ _id: member._id, passInstalledAt: null }, { $set: { passInstalledAt: now() } });
  }
  const points = program.pointsInstallPass ?? 0;
  const isEligible = member.status === "active" && points > 0;
  const { entry } = isEligible
    ? await changePoints({
        member,
        program,
        ...onceCredit({ points, source: "rule", reason: "pointsInstallPass", onceKey: "pointsInstallPass" }),
      })
    : { entry: null };
  return { member: await memberDtoOf(member, program), entry: entry ? toPointsEntryDto(entry) : null };
}
