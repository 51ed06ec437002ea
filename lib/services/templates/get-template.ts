import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";
import { notFound } from "@/lib/errors/api-error";
import type { StoredTemplate } from "@/lib/services/templates/template-dto";

export const TEMPLATE_NOT_FOUND = "Template not found";

/**
 * The one lookup of a template: by `_id` alone, then the merchant checked in code. Another merchant's template
 * and a malformed id are 404 `Template not found`. Answers the stored template; the API's shape is
 * `toTemplateDto(template)`.
 */
export async function getTemplateOrThrow({
  merchantId,
  templateId,
}: {
  merchantId: string;
  templateId: string;
}): Promise<StoredTemplate> {
  if (!isValidObjectId(templateId)) throw notFound(TEMPLATE_NOT_FOUND);
  await connectToDatabase();
  const template = await Template.findById(templateId).lean<StoredTemplate>();
  if (!template || String(template.merchantId) !== merchantId) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}
