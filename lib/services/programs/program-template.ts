import { PassImage } from "@/lib/db/models/pass-image";
import { type CardColors, cardColorsOf, DEFAULT_PASS_COLORS } from "@/lib/passes/card-colors";
import type { PassImageResolution } from "@/lib/passes/image-rules";
import { readImageData } from "@/lib/services/pass-images/image-data";
import { programTemplateOf, type StoredTemplate } from "@/lib/services/templates/program-template";

/** A template's logo slots, by resolution: one query on the tenant key and the template. */
async function logoSlotsOf(merchantId: string, templateId: string) {
  return PassImage.find({ merchantId, templateId, offerId: null, type: "logo" }).lean();
}

/** The sharpest logo first that is not needlessly large for a phone (@2x, then @3x, then @1x). */
const LOGO_PREFERENCE: PassImageResolution[] = ["high", "ultra", "normal"];

export type ProgramLogo = { src: string; width: number; height: number };

/** What a public page shows of the pass's design: its logo (null without one) and its colours, made readable. */
export type ProgramLook = { logo: ProgramLogo | null; colors: CardColors };

type ProgramRef = Parameters<typeof programTemplateOf>[0];

/** A template's logo as a `data:` URL (pass logos are small PNGs: at most 480 × 150 at @3x); null without one. */
async function templateLogoOf(merchantId: string, template: StoredTemplate): Promise<ProgramLogo | null> {
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

/**
 * The look of the template the program wears (`programTemplateOf`): its logo, for a public page to show without
 * an image route, and its colours as the pass has them (the plain design's without a template), with text
 * colours replaced where they fail WCAG's contrast minimum (lib/passes/card-colors.ts).
 */
export async function programLookOf(program: ProgramRef): Promise<ProgramLook> {
  const template = await programTemplateOf(program);
  if (!template) return { logo: null, colors: cardColorsOf(DEFAULT_PASS_COLORS) };
  return {
    logo: await templateLogoOf(String(program.merchantId), template),
    colors: cardColorsOf(template),
  };
}
