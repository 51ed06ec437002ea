import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { enqueueApplePassUpdates } from "@/lib/services/pass-updates/apple-pass-updates";
import { enqueueGooglePassUpdates } from "@/lib/services/pass-updates/google-pass-updates";
import type { PassUpdate } from "@/lib/services/pass-updates/pass-update";

/**
 * Writes the outbox rows that bring every installed copy of the pass up to date (Apple: an APNs push per
 * registered device; Google: a patch of the object). Written by the change dispatcher, after the change is stored.
 */
export async function enqueuePassUpdates(update: PassUpdate): Promise<void> {
  await Promise.all([enqueueApplePassUpdates(update), enqueueGooglePassUpdates(update)]);
}

/**
 * The programs whose passes may wear a template: the ones naming it (`templateId`) and the ones it is bound to,
 * which wear it by default (`programTemplateOf`). One `{merchantId}` read of the merchant's programs (a
 * merchant keeps few).
 */
export async function programsWearingTemplate({
  merchantId,
  templateId,
  boundProgramIds,
}: {
  merchantId: string;
  templateId: string;
  boundProgramIds: (Types.ObjectId | string)[];
}): Promise<string[]> {
  await connectToDatabase();
  const bound = new Set(boundProgramIds.filter(Boolean).map(String));
  const programs = await Program.find({ merchantId }, { templateId: 1, deletedAt: 1 }).lean();
  return programs
    .filter(
      (program) =>
        !program.deletedAt &&
        (String(program.templateId ?? "") === templateId || bound.has(String(program._id))),
    )
    .map((program) => String(program._id));
}
