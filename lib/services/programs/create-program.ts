import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { type CreateProgramInput, DEFAULT_LOYALTY_SCANNER } from "@/lib/schemas/program";
import { assertOwnLocations } from "@/lib/services/locations/assert-locations";
import { merchantCountryOf } from "@/lib/services/merchants/merchant-country";
import { type ProgramDto, toProgramDto, toStoredProgramFields } from "@/lib/services/programs/program-dto";
import { assertProgramTemplate } from "@/lib/services/programs/program-template-rules";

/**
 * A program without a `country` takes the merchant's, so phone numbers without a prefix (`0151 70717355`) are
 * read where the shop is from its first member on.
 *
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
  await assertOwnLocations({ merchantId, locationIds: input.locationIds });
  // A new loyalty program can be scanned at once; programs stored before keep their `scannerType` as it is.
  const scannerType =
    input.programType === "loyalty" && input.scannerType === undefined
      ? DEFAULT_LOYALTY_SCANNER
      : input.scannerType;
  const at = new Date();
  const program = Program.applyDefaults(
    Program.castObject({
      ...toStoredProgramFields({ ...input, ...(scannerType !== undefined && { scannerType }) }),
      country: input.country || (await merchantCountryOf(merchantId)),
      _id: new Types.ObjectId(),
      merchantId,
      createdAt: at,
      updatedAt: at,
    }),
  );
  await Program.collection.insertOne(program);
  return toProgramDto(program as Parameters<typeof toProgramDto>[0]);
}
