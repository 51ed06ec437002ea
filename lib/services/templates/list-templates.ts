import type { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";
import { newestFirst } from "@/lib/db/newest-first";
import type { templateListSchema } from "@/lib/schemas/template";
import { toTemplateDto } from "@/lib/services/templates/template-dto";

/** Templates per merchant are few (one per pass design): all of them, newest first, at most this many. */
export const TEMPLATE_LIST_MAX = 500;

/**
 * One query narrowed by the merchant (pushed down to the embedded database, index-backed on MongoDB); the order
 * is applied here because sorts are not pushed down (docs/queries-that-scale.md).
 */
export async function listTemplates({
  merchantId,
  onlyIds,
}: {
  merchantId: string;
  /** Only these templates (an app key limited to some templates). */
  onlyIds?: ReadonlySet<string> | null;
}): Promise<z.output<typeof templateListSchema>> {
  await connectToDatabase();
  const stored = await Template.find({ merchantId }).lean();
  const templates = onlyIds ? stored.filter((template) => onlyIds.has(String(template._id))) : stored;
  return { items: templates.sort(newestFirst).slice(0, TEMPLATE_LIST_MAX).map(toTemplateDto) };
}
