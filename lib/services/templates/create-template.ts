import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";
import type { CreateTemplateInput } from "@/lib/schemas/template";
import { newDesignVersion } from "@/lib/services/pass-images/design-version";
import { type TemplateDto, toTemplateDto } from "@/lib/services/templates/template-dto";
import {
  assertFieldKeys,
  assertFieldLimits,
  assertOwnProgram,
} from "@/lib/services/templates/template-rules";

export async function createTemplate({
  merchantId,
  input,
}: {
  merchantId: string;
  input: CreateTemplateInput;
}): Promise<TemplateDto> {
  assertFieldLimits(input.passType, input);
  assertFieldKeys(input);
  await connectToDatabase();
  await assertOwnProgram(merchantId, input.programId);
  const created = await Template.create({ ...input, merchantId, designVersion: newDesignVersion() });
  return toTemplateDto(created.toObject());
}
