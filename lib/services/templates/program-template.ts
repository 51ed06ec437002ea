import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import type { ProgramDocument } from "@/lib/db/models/program";
import { Template, type TemplateDocument } from "@/lib/db/models/template";
import { newestFirst } from "@/lib/db/newest-first";
import { isSuitablePassKind } from "@/lib/schemas/program-template";

export type StoredTemplate = TemplateDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** What of a stored program decides the template it wears. */
type ProgramRef = Pick<ProgramDocument, "merchantId" | "programType" | "templateId"> & {
  _id: Types.ObjectId;
};

/** A template this program may wear: the merchant's, bound to this program or to none, of a suitable kind. */
export function canWear(program: ProgramRef, template: StoredTemplate | null): template is StoredTemplate {
  if (!template || String(template.merchantId) !== String(program.merchantId)) return false;
  if (template.programId && String(template.programId) !== String(program._id)) return false;
  return isSuitablePassKind(program.programType, template.passType);
}

async function hasLogo(template: StoredTemplate): Promise<boolean> {
  const logo = await PassImage.findOne({
    merchantId: template.merchantId,
    templateId: template._id,
    type: "logo",
  }).select("_id");
  return Boolean(logo);
}

/**
 * Which template a program's passes wear — the one answer for the passes, the dashboard and the join page's
 * logo: the program's `templateId`, else the newest template bound to the program that has a logo, else none
 * (the plain default design). A template that no longer fits (deleted, re-bound to another program, changed to
 * an unsuitable kind) is skipped rather than breaking every pass of the program.
 */
export async function programTemplateOf(program: ProgramRef): Promise<StoredTemplate | null> {
  await connectToDatabase();
  if (program.templateId) {
    const chosen = await Template.findById(program.templateId).lean<StoredTemplate>();
    if (canWear(program, chosen)) return chosen;
  }
  const bound = await Template.find({ merchantId: program.merchantId, programId: program._id }).lean<
    StoredTemplate[]
  >();
  for (const template of bound.sort(newestFirst)) {
    if (canWear(program, template) && (await hasLogo(template))) return template;
  }
  return null;
}
