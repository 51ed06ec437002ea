import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import type { CreateProgramInput } from "@/lib/schemas/program";
import { type ProgramDto, toProgramDto, toStoredProgramFields } from "@/lib/services/programs/program-dto";
import { assertProgramTemplate } from "@/lib/services/programs/program-template-rules";

/**
 * The input was validated by its zod schema, so the model's casting and defaults are applied to a plain object
 * and inserted as is: a hydrated document (Program.create) costs about twice the CPU on the busiest route.
 */
export async function createProgram({
  merchantId,
  input,
}: {
  merchantId: string;
  input: CreateProgramInput;
}): Promise<ProgramDto> {
  await connectToDatabase();
  await assertProgramTemplate({
    merchantId,
    programId: null,
    programType: input.programType,
    templateId: input.templateId,
  });
  const at = new Date();
  const program = Program.applyDefaults(
    Program.castObject({
      ...toStoredProgramFields(input),
      _id: new Types.ObjectId(),
      merchantId,
      createdAt: at,
      updatedAt: at,
    }),
  );
  await Program.collection.insertOne(program);
  return toProgramDto(program as Parameters<typeof toProgramDto>[0]);
}
