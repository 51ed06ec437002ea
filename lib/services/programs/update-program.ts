import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { notFound } from "@/lib/errors/api-error";
import type { UpdateProgramInput } from "@/lib/schemas/program";
import { PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import { type ProgramDto, toProgramDto, toStoredProgramFields } from "@/lib/services/programs/program-dto";

export async function updateProgram({
  merchantId,
  programId,
  input,
}: {
  merchantId: string;
  programId: string;
  input: UpdateProgramInput;
}): Promise<ProgramDto> {
  await connectToDatabase();
  const changes = Object.fromEntries(
    Object.entries(toStoredProgramFields(input)).filter(([, value]) => value !== undefined),
  );
  const updated = await Program.findOneAndUpdate(
    { _id: programId, merchantId },
    { $set: changes },
    { returnDocument: "after", runValidators: true },
  ).lean();
  if (!updated || updated.deletedAt) throw notFound(PROGRAM_NOT_FOUND);
  return toProgramDto(updated);
}
