import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { Template } from "@/lib/db/models/template";
import { newestFirst } from "@/lib/db/newest-first";
import type { PassImageResolution } from "@/lib/passes/image-rules";
import { readImageData } from "@/lib/services/pass-images/image-data";

type ProgramRef = { merchantId: string; programId: string };

/** A template's logo slots, by resolution: one query on the tenant key and the template. */
async function logoSlotsOf(merchantId: string, templateId: string) {
  return PassImage.find({ merchantId, templateId, offerId: null, type: "logo" }).lean();
}

/**
 * Which template a program wears: today the newest of the merchant's templates that names the program and has
 * a logo (else the newest naming it). The one place that decides it: once programs name their `templateId`
 * (the wallet work), this answers that template instead.
 */
export async function templateWornBy({ merchantId, programId }: ProgramRef): Promise<string | null> {
  await connectToDatabase();
  const templates = (await Template.find({ merchantId }, { programId: 1, createdAt: 1 }).lean())
    .filter((template) => String(template.programId) === programId)
    .sort(newestFirst);
  for (const template of templates) {
    if ((await logoSlotsOf(merchantId, String(template._id))).length > 0) return String(template._id);
  }
  return templates[0] ? String(templates[0]._id) : null;
}

/** The sharpest logo first that is not needlessly large for a phone (@2x, then @3x, then @1x). */
const LOGO_PREFERENCE: PassImageResolution[] = ["high", "ultra", "normal"];

export type ProgramLogo = { src: string; width: number; height: number };

/**
 * The logo of the template the program wears, as a `data:` URL a public page can show without an image route
 * (pass logos are small PNGs: at most 480 × 150 at @3x); null when it has none.
 */
export async function programLogoOf(program: ProgramRef): Promise<ProgramLogo | null> {
  const templateId = await templateWornBy(program);
  if (!templateId) return null;
  const slots = await logoSlotsOf(program.merchantId, templateId);
  const slot = LOGO_PREFERENCE.map((resolution) => slots.find((each) => each.resolution === resolution)).find(
    Boolean,
  );
  if (!slot) return null;
  const data = await readImageData(program.merchantId, slot.dataId);
  if (!data) return null;
  const scale = slot.resolution === "ultra" ? 3 : slot.resolution === "high" ? 2 : 1;
  return {
    src: `data:image/png;base64,${data.toString("base64")}`,
    width: Math.round(slot.width / scale),
    height: Math.round(slot.height / scale),
  };
}
