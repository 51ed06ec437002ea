import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

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
