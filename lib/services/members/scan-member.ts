import { isValidObjectId } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { Member } from "@/lib/db/models/member";
import { findOnePlain } from "@/lib/db/plain-read";
import { ApiError } from "@/lib/errors/api-error";
import { unprocessable } from "@/lib/errors/unprocessable";
import { creditUnder } from "@/lib/promotions/best-promotion";
import type { MemberDto, PointsEntryDto, ScanInput } from "@/lib/schemas/member";
import { locationOfEntry } from "@/lib/services/locations/location-of-entry";
import { normaliseCode } from "@/lib/services/members/member-codes";
import { memberConflict } from "@/lib/services/members/member-conflict";
import { isVisibleMember, toMemberDto } from "@/lib/services/members/member-dto";
import { type StoredMember, toPointsEntryDto } from "@/lib/services/members/points-ledger";
import { changePoints } from "@/lib/services/members/points-rules";
import { checkScanRules, scanRulesOf, scansNeededSince } from "@/lib/services/members/scan-rules";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { readPromotionWindows } from "@/lib/services/promotions/promotion-for-credit";

/** `pointsScanPass`, or with `dynamicScanPoints` what the scanner gives (required then, refused otherwise). */
function pointsOfScan(
  program: Pick<StoredProgram, "dynamicScanPoints" | "pointsScanPass">,
  input: ScanInput,
): number {
  if (!program.dynamicScanPoints) {
    if (input.points != null)
      throw unprocessable(
        ["body", "points"],
        "points are set by the program (dynamicScanPoints is off)",
        input.points,
      );
    return program.pointsScanPass ?? 0;
  }
  if (input.points != null) return input.points;
  throw new ApiError(422, [{ type: "missing", loc: ["body", "points"], msg: "Field required", input }]);
}

/**
 * The counter's operation: the member behind a scanned number (of this program: `{programId, memberNumber}`
 * equality) is credited for the scan. Unknown or another program's number → 404 `MEMBER_NOT_FOUND`. The
 * program's scan rules (decision 036) are checked in the ledger's append loop against the member's scans as that
 * attempt read them, so of two scans at once the one that loses the sequence reads the winner's and is refused.
 */
export async function scanMember({
  merchantId,
  programId,
  userId,
  appKeyId = null,
  input,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  userId: string;
  /** The app key acting, if one is (decision 053). */
  appKeyId?: string | null;
  input: ScanInput;
  now?: Clock;
}): Promise<{ member: MemberDto; entry: PointsEntryDto }> {
  // One round trip for the three reads (decision 059): the member and the promotions are looked up by the path's
  // program id alongside the program, and looked at only once the program is known to be the merchant's.
  const isValidId = isValidObjectId(programId);
  const [program, member, promotions] = await Promise.all([
    getProgramOrThrow({ merchantId, programId, programType: "loyalty" }),
    isValidId
      ? findOnePlain<StoredMember>(Member, { programId, memberNumber: normaliseCode(input.memberNumber) })
      : null,
    isValidId ? readPromotionWindows(programId) : [],
  ]);
  const points = pointsOfScan(program, input);
  if (!member || !isVisibleMember(member)) throw memberConflict("MEMBER_NOT_FOUND", 404);
  if (member.status !== "active") throw memberConflict("MEMBER_NOT_ACTIVE");
  const locationId = await locationOfEntry({ merchantId, locationId: input.locationId, now });
  const rules = scanRulesOf(program);
  const at = now();
  // Decision 051: the best promotion running at the scan's instant multiplies it or adds its bonus.
  const earned = creditUnder(promotions, points, at);
  const { entry } = await changePoints({
    member,
    program,
    scansSince: scansNeededSince(rules, at),
    now,
    plan: (state) => {
      checkScanRules(rules, at, state.scanTimes);
      return {
        ...earned,
        source: "scan",
        reason: null,
        actorUserId: userId,
        actorAppKeyId: appKeyId,
        locationId,
      };
    },
  });
  if (!entry) throw new Error("a scan always appends");
  // The member as of this entry: no second ledger read.
  const ledger = { balance: entry.balanceAfter, lifetime: entry.lifetimeAfter };
  return { member: toMemberDto(member, ledger, program), entry: toPointsEntryDto(entry) };
}
