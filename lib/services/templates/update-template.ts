import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { Template } from "@/lib/db/models/template";
import { ServiceError } from "@/lib/errors/api-error";
import { TEMPLATE_ERROR_CODES, type UpdateTemplateInput } from "@/lib/schemas/template";
import { recordChange } from "@/lib/services/changes/record-change";
import { newDesignVersion } from "@/lib/services/pass-images/design-version";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";
import { type TemplateDto, toTemplateDto } from "@/lib/services/templates/template-dto";
import {
  assertFieldKeys,
  assertFieldLimits,
  assertOwnProgram,
} from "@/lib/services/templates/template-rules";

export async function updateTemplate({
  merchantId,
  templateId,
  input,
}: {
  merchantId: string;
  templateId: string;
  input: UpdateTemplateInput;
}): Promise<TemplateDto> {
  const current = await getTemplateOrThrow({ merchantId, templateId });
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const kind = input.passType ?? current.passType;
  // The API's view of the stored groups: a 422 echoes them as the client sent and read them.
  const groups = { ...toTemplateDto(current), ...changes };
  assertFieldLimits(kind, groups);
  assertFieldKeys(groups);
  await connectToDatabase();
  await assertOwnProgram(merchantId, input.programId);
  if (kind !== current.passType) {
    // Stored images were checked against the old kind's rules; they would not fit the new one.
    const image = await PassImage.findOne({ merchantId, templateId }).select("_id").lean();
    if (image) throw new ServiceError("PASS_TYPE_LOCKED", TEMPLATE_ERROR_CODES.PASS_TYPE_LOCKED, 409);
  }
  const updated = await Template.findOneAndUpdate(
    { _id: templateId, merchantId },
    // The design's new version in the same write as its fields: no pass is built from a cached old one (060).
    { $set: { ...changes, designVersion: newDesignVersion() } },
    { returnDocument: "after", runValidators: true },
  ).lean();
  if (!updated) return toTemplateDto(await getTemplateOrThrow({ merchantId, templateId }));
  await recordChange({
    kind: "template.changed",
    merchantId,
    templateId,
    boundProgramIds: [current.programId, updated.programId].filter((id) => id != null),
    at: new Date(),
  });
  return toTemplateDto(updated);
}
