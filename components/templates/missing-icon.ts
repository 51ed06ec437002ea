import { appleFileName } from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";

export type MissingIconMessages = {
  iconDerived: (present: string) => string;
  iconMissing: string;
};

/**
 * What a template's passes do without `icon.png`, the one image Apple requires (lib/services/wallet/apple/
 * pass-images.ts, withIcon): scale it down from the @3x or @2x icon, or carry the service's icon. Null when the
 * template has icon.png.
 */
export function missingIconNote(images: readonly PassImageDto[], t: MissingIconMessages): string | null {
  const icons = images.filter((image) => image.type === "icon");
  if (icons.some((image) => image.resolution === "normal")) return null;
  const present = icons
    .map((image) => appleFileName("icon", image.resolution))
    .sort()
    .reverse();
  return present.length > 0 ? t.iconDerived(present.join(", ")) : t.iconMissing;
}
