import { Template } from "@/lib/db/models/template";
import { recordChange } from "@/lib/services/changes/record-change";
import type { ImageOwner } from "@/lib/services/pass-images/image-owner";

/** A template's images changed (stored or deleted): its passes show them. An offer card's images are on no pass. */
export async function imagesChanged(owner: ImageOwner): Promise<void> {
  if (owner.kind !== "template") return;
  const template = await Template.findById(owner.templateId, { programId: 1 }).lean();
  await recordChange({
    kind: "template.changed",
    merchantId: owner.merchantId,
    templateId: owner.templateId,
    boundProgramIds: template?.programId ? [template.programId] : [],
    at: new Date(),
  });
}
