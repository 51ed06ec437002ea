import { PassImage } from "@/lib/db/models/pass-image";
import type { PassImageResolution } from "@/lib/passes/image-rules";
import { readImageData } from "@/lib/services/pass-images/image-data";
import { programTemplateOf } from "@/lib/services/templates/program-template";

/** A template's logo slots, by resolution: one query on the tenant key and the template. */
async function logoSlotsOf(merchantId: string, templateId: string) {
  return PassImage.find({ merchantId, templateId, offerId: null, type: "logo" }).lean();
}

/** The sharpest logo first that is not needlessly large for a phone (@2x, then @3x, then @1x). */
const LOGO_PREFERENCE: PassImageResolution[] = ["high", "ultra", "normal"];

export type ProgramLogo = { src: string; width: number; height: number };

type ProgramRef = Parameters<typeof programTemplateOf>[0];

/**
 * The logo of the template the program wears (`programTemplateOf`), as a `data:` URL a public page can show without an image route
 * (pass logos are small PNGs: at most 480 × 150 at @3x); null when it has none.
 */
export async function programLogoOf(program: ProgramRef): Promise<ProgramLogo | null> {
  const template = await programTemplateOf(program);
  if (!template) return null;
  const merchantId = String(program.merchantId);
  const slots = await logoSlotsOf(merchantId, String(template._id));
  const slot = LOGO_PREFERENCE.map((resolution) => slots.find((each) => each.resolution === resolution)).find(
    Boolean,
  );
  if (!slot) return null;
  const data = await readImageData(merchantId, slot.dataId);
  if (!data) return null;
  const scale = slot.resolution === "ultra" ? 3 : slot.resolution === "high" ? 2 : 1;
  return {
    src: `data:image/png;base64,${data.toString("base64")}`,
    width: Math.round(slot.width / scale),
    height: Math.round(slot.height / scale),
  };
}
