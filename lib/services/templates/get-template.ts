import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";
import { notFound } from "@/lib/errors/api-error";
import { type TemplateDto, toTemplateDto } from "@/lib/services/templates/template-dto";

export const TEMPLATE_NOT_FOUND = "Template not found";

/** By _id alone (the cheap query), then ownership in code: another merchant's template is a 404 too. */
export async function getTemplateOrThrow({
  merchantId,
  templateId,
}: {
  merchantId: string;
  templateId: string;
}): Promise<TemplateDto> {
  if (!isValidObjectId(templateId)) throw notFound(TEMPLATE_NOT_FOUND);
  await connectToDatabase();
  const template = await Template.findById(templateId).lean();
  if (!template || String(template.merchantId) !== merchantId) throw notFound(TEMPLATE_NOT_FOUND);
  return toTemplateDto(template);
}
