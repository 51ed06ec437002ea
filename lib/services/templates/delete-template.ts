import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";
import { deleteAllImagesOf } from "@/lib/services/pass-images/delete-images";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";
import { templateChangedPasses } from "@/lib/services/templates/template-passes";

/** Images first: if the process stops halfway, a retry finds the template and finishes (no orphan images). */
export async function deleteTemplate({
  merchantId,
  templateId,
}: {
  merchantId: string;
  templateId: string;
}): Promise<void> {
  const template = await getTemplateOrThrow({ merchantId, templateId });
  await connectToDatabase();
  await deleteAllImagesOf({ merchantId, templateId });
  await Template.deleteOne({ _id: templateId, merchantId });
  // Its programs fall back to another design.
  await templateChangedPasses({ merchantId, templateId, boundProgramIds: [template.programId] });
}
