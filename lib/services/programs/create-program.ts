import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import type { CreateProgramInput } from "@/lib/schemas/program";
import { type ProgramDto, toProgramDto, toStoredProgramFields } from "@/lib/services/programs/program-dto";

export async function createProgram({
  merchantId,
  input,
}: {
  merchantId: string;
  input: CreateProgramInput;
}): Promise<ProgramDto> {
  await connectToDatabase();
  const created = await Program.create({ ...toStoredProgramFields(input), merchantId });
  return toProgramDto(created.toObject());
}
