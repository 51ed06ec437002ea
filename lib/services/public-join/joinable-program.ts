import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { notFound } from "@/lib/errors/api-error";
import { PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import { type StoredProgram, toProgramDto } from "@/lib/services/programs/program-dto";
import { assertProgramActive } from "@/lib/services/programs/program-status";

/**
 * A program a stranger may see on its join page: by `_id` alone (there is no merchant to scope by; the id is
 * the public part of the join link), a loyalty program that is not deleted. Anything else — unknown, malformed,
 * deleted, a gift-card program — is null, so none of them can be told apart.
 */
export async function findPublicProgram(programId: string): Promise<StoredProgram | null> {
  if (!isValidObjectId(programId)) return null;
  await connectToDatabase();
  const program = await Program.findById(programId).lean<StoredProgram>();
  if (!program || program.deletedAt || program.programType !== "loyalty") return null;
  return program;
}

/** The program a public join goes to: 404 as above, 409 `PROGRAM_ARCHIVED` for an archived one. */
export async function getJoinableProgramOrThrow(programId: string) {
  const program = await findPublicProgram(programId);
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
  assertProgramActive(program);
  return toProgramDto(program);
}
