import { Program } from "@/lib/db/models/program";
import { notFound } from "@/lib/errors/api-error";
import type { UpdateProgramInput } from "@/lib/schemas/program";
import { recordChange } from "@/lib/services/changes/record-change";
import { assertOwnLocations } from "@/lib/services/locations/assert-locations";
import { getProgramOrThrow, PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import { type ProgramDto, toProgramDto, toStoredProgramFields } from "@/lib/services/programs/program-dto";
import { assertProgramTemplate } from "@/lib/services/programs/program-template-rules";

export async function updateProgram({
  merchantId,
  programId,
  input,
}: {
  merchantId: string;
  programId: string;
  input: UpdateProgramInput;
}): Promise<ProgramDto> {
  const program = await getProgramOrThrow({ merchantId, programId });
  if (input.templateId !== undefined || input.programType !== undefined) {
    // The template named, or the one kept, must suit the program as it will be.
    await assertProgramTemplate({
      merchantId,
      programId,
      programType: input.programType ?? program.programType,
      templateId: input.templateId === undefined ? storedId(program.templateId) : input.templateId,
      isKept: input.templateId === undefined,
    });
  }
  await assertOwnLocations({ merchantId, locationIds: input.locationIds });
  const changes = Object.fromEntries(
    Object.entries(toStoredProgramFields(input)).filter(([, value]) => value !== undefined),
  );
  const updated = await Program.findOneAndUpdate(
    { _id: program._id },
    { $set: changes },
    { returnDocument: "after", runValidators: true },
  ).lean();
  if (!updated || updated.deletedAt) throw notFound(PROGRAM_NOT_FOUND);
  await recordChange({ kind: "program.updated", merchantId, programId, at: updated.updatedAt });
  return toProgramDto(updated);
}

const storedId = (id: unknown) => (id ? String(id) : null);
