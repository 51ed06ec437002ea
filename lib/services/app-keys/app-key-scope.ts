import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";

/** The templates a limited key may touch and the programs they use (a template's `programId`). */
export type AppKeyScope = { templateIds: ReadonlySet<string>; programIds: ReadonlySet<string> };

/**
 * Resolved on each request from the templates as they are now: a template moved to another program moves
 * the key's reach with it. Templates deleted since, or of another merchant, count for nothing.
 */
export async function resolveAppKeyScope({
  merchantId,
  allowedTemplates,
}: {
  merchantId: string;
  allowedTemplates: string[];
}): Promise<AppKeyScope> {
  await connectToDatabase();
  const templates = await Promise.all(allowedTemplates.map((id) => Template.findById(id).lean()));
  const own = templates.filter((template) => template && String(template.merchantId) === merchantId);
  return {
    templateIds: new Set(own.map((template) => String(template?._id))),
    programIds: new Set(own.flatMap((template) => (template?.programId ? [String(template.programId)] : []))),
  };
}
