import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { findOnePlain } from "@/lib/db/plain-read";
import { notFound, ServiceError } from "@/lib/errors/api-error";
import { GIFT_CARD_ERROR_CODES } from "@/lib/schemas/giftcard";
import { MEMBER_ERROR_CODES } from "@/lib/schemas/member";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { assertProgramActive } from "@/lib/services/programs/program-status";

export const PROGRAM_NOT_FOUND = "Program not found";

type ProgramType = "giftcard" | "loyalty";

const WRONG_TYPE: Record<ProgramType, () => ServiceError> = {
  giftcard: () => new ServiceError("PROGRAM_NOT_GIFTCARD", GIFT_CARD_ERROR_CODES.PROGRAM_NOT_GIFTCARD, 409),
  loyalty: () => new ServiceError("PROGRAM_NOT_LOYALTY", MEMBER_ERROR_CODES.PROGRAM_NOT_LOYALTY, 409),
};

/** 409 `PROGRAM_NOT_GIFTCARD` / `PROGRAM_NOT_LOYALTY` unless the program is of the type asked for. */
export function assertProgramType(program: Pick<StoredProgram, "programType">, programType?: ProgramType) {
  if (programType && program.programType !== programType) throw WRONG_TYPE[programType]();
}

export type ProgramLookup = {
  merchantId: string;
  programId: string;
  /**
   * The program must be of this type, else 409: `PROGRAM_NOT_GIFTCARD` for the gift-card endpoints,
   * `PROGRAM_NOT_LOYALTY` for the members' (what their clients expect). Any type when left out.
   */
  programType?: ProgramType;
  /** `false`: an archived program answers 409 `PROGRAM_ARCHIVED` (nothing new may be handed out). Default `true`. */
  acceptArchived?: boolean;
  /** `true`: a soft-deleted, not yet purged program is found too (GDPR requests may name it). Default `false`. */
  includeDeleted?: boolean;
};

/**
 * The one lookup of a program: by `_id` alone, then owner, deletion, type and archive checked here, in that
 * order. Another merchant's program, a malformed id and a deleted program are all 404 `Program not found`.
 * Answers the stored program; the API's shape is `toProgramDto(program)`.
 */
export async function getProgramOrThrow({
  merchantId,
  programId,
  programType,
  acceptArchived = true,
  includeDeleted = false,
}: ProgramLookup): Promise<StoredProgram> {
  if (!isValidObjectId(programId)) throw notFound(PROGRAM_NOT_FOUND);
  await connectToDatabase();
  const program = await findOnePlain<StoredProgram>(Program, { _id: programId });
  const isGone = !program || (Boolean(program.deletedAt) && !includeDeleted);
  if (isGone || String(program.merchantId) !== merchantId) throw notFound(PROGRAM_NOT_FOUND);
  assertProgramType(program, programType);
  if (!acceptArchived) assertProgramActive(program);
  return program;
}
