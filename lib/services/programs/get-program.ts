import { isValidObjectId } from "mongoose";
import { notFound } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
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
  if (!program || String(program.merchantId) !== merchantId) throw notFound(PROGRAM_NOT_FOUND);
  return toProgramDto(program);
}
