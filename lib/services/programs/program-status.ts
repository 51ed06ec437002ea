import { ServiceError } from "@/lib/errors/api-error";
import { PROGRAM_ERROR_CODES, type ProgramErrorCode } from "@/lib/schemas/program";

export const programConflict = (code: ProgramErrorCode) =>
  new ServiceError(code, PROGRAM_ERROR_CODES[code], 409);

/**
 * What archiving blocks: anything that hands customers something new (issuing or reloading gift cards,
 * creating or publishing offers). What customers already hold keeps working: cards redeem, live offers stay.
 */
export function assertProgramActive(program: { status?: string | null }): void {
  if (program.status === "archived") throw programConflict("PROGRAM_ARCHIVED");
}
