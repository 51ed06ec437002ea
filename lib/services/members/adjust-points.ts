import { systemClock } from "@/lib/clock";
import type { PointsAdjustmentInput, PointsEntryDto } from "@/lib/schemas/member";
import { locationOfEntry } from "@/lib/services/locations/location-of-entry";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import { memberConflict } from "@/lib/services/members/member-conflict";
import { toPointsEntryDto } from "@/lib/services/members/points-ledger";
import { changePoints } from "@/lib/services/members/points-rules";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/** A manual credit or debit by a user (kept on the entry); a debit below zero is 409 `INSUFFICIENT_POINTS`. */
export async function adjustPoints({
  merchantId,
  programId,
  memberId,
  userId,
  appKeyId = null,
  input,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
  userId: string;
  /** The app key acting, if one is (decision 053). */
  appKeyId?: string | null;
  input: PointsAdjustmentInput;
}): Promise<PointsEntryDto> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const member = await getMemberOrThrow({ merchantId, programId, memberId });
  if (member.status === "erased") throw memberConflict("MEMBER_ERASED");
  const locationId = await locationOfEntry({ merchantId, locationId: input.locationId, now: systemClock });
  const { entry } = await changePoints({
    member,
    program,
    plan: () => ({
      points: input.points,
      source: "manual",
      reason: input.reason,
      actorUserId: userId,
      locationId,
      actorAppKeyId: appKeyId,
    }),
  });
  if (!entry) throw new Error("a manual adjustment always appends");
  return toPointsEntryDto(entry);
}
