import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { Template } from "@/lib/db/models/template";
import { passChanged } from "@/lib/services/wallet/pass-changed";

/**
 * A template's look changed (its fields, colours or images, the program it is bound to, or it was deleted): every
 * program whose passes may wear it — the ones naming it (`templateId`) and the one it is bound to, which wears
 * it by default (`programTemplateOf`) — brings its passes up to date. One `{merchantId}` read of the merchant's
 * programs (a merchant keeps few), then one program-wide change each, which costs one indexed read when no
 * device listens.
 */
export async function templateChangedPasses({
  merchantId,
  templateId,
  boundProgramIds,
}: {
  merchantId: string;
  templateId: string;
  /** The programs the template is (or was, before this change) bound to. */
  boundProgramIds: unknown[];
}): Promise<void> {
  await connectToDatabase();
  const bound = new Set(boundProgramIds.filter(Boolean).map(String));
  const programs = await Program.find({ merchantId }, { templateId: 1, deletedAt: 1 }).lean();
  const wearers = programs.filter(
    (program) =>
      !program.deletedAt &&
      (String(program.templateId ?? "") === templateId || bound.has(String(program._id))),
  );
  const now = new Date();
  for (const program of wearers)
    await passChanged({ merchantId, programId: String(program._id), target: { program: true }, now });
}

/** A template's images changed (stored or deleted): its passes show them. An offer card's images are not on a pass. */
export async function imagesChangedPasses(owner: { kind: string; merchantId: string; templateId?: string }) {
  if (owner.kind !== "template" || !owner.templateId) return;
  await connectToDatabase();
  const template = await Template.findById(owner.templateId, { programId: 1 }).lean();
  await templateChangedPasses({
    merchantId: owner.merchantId,
    templateId: owner.templateId,
    boundProgramIds: [template?.programId],
  });
}
