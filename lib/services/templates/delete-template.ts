import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { Template } from "@/lib/db/models/template";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";

/** Images first: if the process stops halfway, a retry finds the template and finishes (no orphan images). */
export async function deleteTemplate({
  merchantId,
  templateId,
}: {
  merchantId: string;
  templateId: string;
}): Promise<void> {
  await getTemplateOrThrow({ merchantId, templateId });
  await connectToDatabase();
  await PassImage.deleteMany({ merchantId, templateId });
  await Template.deleteOne({ _id: templateId, merchantId });
}
