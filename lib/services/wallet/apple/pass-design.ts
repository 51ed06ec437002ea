import { makeRoomFor } from "@/lib/bounded-map";
import { Template } from "@/lib/db/models/template";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { canWear, programTemplateOf, type StoredTemplate } from "@/lib/services/templates/program-template";
import {
  imageFilesOf,
  type TemplateImageSlot,
  templateImageFiles,
  templateImageSlots,
  withIcon,
} from "@/lib/services/wallet/apple/pass-images";
import type { PassFiles } from "@/lib/services/wallet/apple/sign-pkpass";

/** What a program's passes wear: the template (null: the default design) and its images, `icon.png` always. */
export type PassDesign = { template: StoredTemplate | null; images: PassFiles };

/** The chosen template's row, read before the program was (by the template the program wore last time). */
export type PrefetchedTemplate = { templateId: string; template: Promise<StoredTemplate | null> };

// Decision 060. Per template, its image slots as of one `designVersion`: a template row carries a new version on
// every change of its design (its fields, or — around the slot writes — its images), and every pass reads the
// row, so a process whose cached slots are of another version reads them again. No time limit, no in-process
// invalidation: another process's change reaches this one's next pass. The bytes are immutable rows, kept by
// pass-images.ts; this keeps only which rows a design wears.
const DESIGNS_MAX = 2_000;
const designs = new Map<string, { version: string; slots: TemplateImageSlot[] }>();
// The template each program wore last, so its row can be read in the same round trip as the program's: only a
// guess, checked against the program as read (a program that changed template reads the right one after).
const wornLast = new Map<string, string>();

/** Starts reading the template the program wore last (null when none is known), for passDesignOf. */
export function prefetchPassTemplate(programId: string): PrefetchedTemplate | null {
  const templateId = wornLast.get(programId);
  if (!templateId) return null;
  const template = Template.findById(templateId).lean<StoredTemplate>().exec();
  template.catch(() => {}); // awaited only when the program still wears it; a failure then still throws
  return { templateId, template };
}

/**
 * The slots of the template as read: from memory when kept for its version, else read — after the row, so they
 * are never older than the version they are kept under. While an image write is under way (`designWriter`) or
 * for a row stored before versions, they are read and not kept.
 */
async function slotsOf(template: StoredTemplate): Promise<TemplateImageSlot[]> {
  const templateId = String(template._id);
  const version = template.designWriter ? null : template.designVersion;
  const kept = designs.get(templateId);
  if (version && kept?.version === version) return kept.slots;
  const slots = await templateImageSlots({ merchantId: String(template.merchantId), templateId });
  if (version) {
    makeRoomFor(designs, templateId, DESIGNS_MAX);
    designs.set(templateId, { version, slots });
  }
  return slots;
}

/**
 * The design a program's passes wear now (programTemplateOf's rule): its chosen template, read fresh (by
 * `prefetched` when that is the one), with its images by the template's version; else the fallbacks, as read.
 */
export async function passDesignOf(
  program: StoredProgram,
  prefetched?: PrefetchedTemplate | null,
): Promise<PassDesign> {
  const merchantId = String(program.merchantId);
  const programId = String(program._id);
  const templateId = program.templateId ? String(program.templateId) : null;
  if (templateId) {
    makeRoomFor(wornLast, programId, DESIGNS_MAX);
    wornLast.set(programId, templateId);
    const chosen =
      prefetched?.templateId === templateId
        ? await prefetched.template
        : await Template.findById(templateId).lean<StoredTemplate>();
    if (canWear(program, chosen))
      return {
        template: chosen,
        images: await withIcon(await imageFilesOf(merchantId, await slotsOf(chosen))),
      };
  } else wornLast.delete(programId);
  // No template chosen, or one that no longer fits: the newest bound one with a logo, else the default design.
  const template = await programTemplateOf(program);
  const images = template ? await templateImageFiles({ merchantId, templateId: String(template._id) }) : {};
  return { template, images: await withIcon(images) };
}
