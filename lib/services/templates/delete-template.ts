import { connectToDatabase } from "@/lib/db/connect";
import { Template } from "@/lib/db/models/template";
import { recordChange } from "@/lib/services/changes/record-change";
import { deleteAllImagesOf } from "@/lib/services/pass-images/delete-images";
import { whileDesignChanges } from "@/lib/services/pass-images/design-version";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";

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
  // A stop between the two leaves the template's writer set: its passes read the design fresh (decision 060).
  const owner = { kind: "template", merchantId, templateId, passKind: template.passType } as const;
  await whileDesignChanges(owner, async () => {
    await deleteAllImagesOf({ merchantId, templateId });
    await Template.deleteOne({ _id: templateId, merchantId });
  });
  // Its programs fall back to another design.
  await recordChange({
    kind: "template.changed",
    merchantId,
    templateId,
    boundProgramIds: template.programId ? [template.programId] : [],
    at: new Date(),
  });
}
