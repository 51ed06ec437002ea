import { ServiceError } from "@/lib/errors/api-error";
import { MEMBER_ERROR_CODES, type MemberErrorCode } from "@/lib/schemas/member";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { type ProgramDto, toProgramDto } from "@/lib/services/programs/program-dto";
import { assertProgramActive } from "@/lib/services/programs/program-status";

export const memberConflict = (code: MemberErrorCode, status = 409) =>
  new ServiceError(code, MEMBER_ERROR_CODES[code], status);

/**
 * The merchant's loyalty program (another merchant's or a deleted one is a 404, a gift-card program 409).
 * `isJoining`: an archived program takes no new members (409 `PROGRAM_ARCHIVED`); its members keep working.
 */
export async function getMemberProgramOrThrow({
  merchantId,
  programId,
  isJoining = false,
}: {
  merchantId: string;
  programId: string;
  isJoining?: boolean;
}): Promise<ProgramDto> {
  const program = toProgramDto(await getProgramOrThrow({ merchantId, programId }));
  if (program.programType !== "loyalty") throw memberConflict("PROGRAM_NOT_LOYALTY");
  if (isJoining) assertProgramActive(program);
  return program;
}
