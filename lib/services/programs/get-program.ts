import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { notFound } from "@/lib/errors/api-error";
import { type ProgramDto, toProgramDto } from "@/lib/services/programs/program-dto";

export const PROGRAM_NOT_FOUND = "Program not found";

/** Another merchant's program is reported exactly like a missing one. */
export async function getProgramOrThrow({
  merchantId,
  programId,
}: {
  merchantId: string;
  programId: string;
}): Promise<ProgramDto> {
  if (!isValidObjectId(programId)) throw notFound(PROGRAM_NOT_FOUND);
  await connectToDatabase();
  const program = await Program.findById(programId).lean();
  if (!program || String(program.merchantId) !== merchantId || program.deletedAt)
    throw notFound(PROGRAM_NOT_FOUND);
  return toProgramDto(program);
}
