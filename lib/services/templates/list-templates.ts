import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";
import { type TemplateDto, toTemplateDto } from "@/lib/services/templates/template-dto";

/** Templates per merchant are few (one per pass design): all of them, newest first. */
export const TEMPLATE_LIST_MAX = 500;

export async function listTemplates({
  merchantId,
}: {
  merchantId: string;
}): Promise<{ items: TemplateDto[] }> {
  await connectToDatabase();
  const templates = await Template.find({ merchantId })
    .sort({ createdAt: -1, _id: -1 })
    .limit(TEMPLATE_LIST_MAX)
    .lean();
  return { items: templates.map(toTemplateDto) };
}
