// The one source of every pass-image number: which image types each pass kind supports and how large each
// may be. The API, the uploader, the OpenAPI description and the docs read it; nothing restates a number.
// Sizes are Apple's, in points; pixels = points × the resolution's scale (@1x normal, @2x high, @3x ultra).

export const PASS_KINDS = ["boardingPass", "coupon", "eventTicket", "generic", "storeCard"] as const;
export type PassKind = (typeof PASS_KINDS)[number];

export const PASS_IMAGE_TYPES = ["logo", "icon", "strip", "footer", "background", "thumbnail"] as const;
export type PassImageType = (typeof PASS_IMAGE_TYPES)[number];

export const PASS_IMAGE_RESOLUTIONS = ["normal", "high", "ultra"] as const;
export type PassImageResolution = (typeof PASS_IMAGE_RESOLUTIONS)[number];

export const RESOLUTION_SCALE: Record<PassImageResolution, 1 | 2 | 3> = { normal: 1, high: 2, ultra: 3 };

/** Apple's file names in a .pkpass: normal = logo.png, high = logo@2x.png, ultra = logo@3x.png. */
export function appleFileName(type: PassImageType, resolution: PassImageResolution): string {
  const scale = RESOLUTION_SCALE[resolution];
  return scale === 1 ? `${type}.png` : `${type}@${scale}x.png`;
}

export const PASS_KIND_LABELS: Record<PassKind, string> = {
  boardingPass: "boarding pass",
  coupon: "coupon",
  eventTicket: "event ticket",
  generic: "generic pass",
  storeCard: "store card",
};

/** The contract's table (CONTRACT.md 2.3), in Wallet's order of importance. */
export const SUPPORTED_IMAGE_TYPES: Record<PassKind, readonly PassImageType[]> = {
  boardingPass: ["logo", "icon", "footer"],
  coupon: ["logo", "icon", "strip"],
  eventTicket: ["logo", "icon", "strip", "background", "thumbnail"],
  generic: ["logo", "icon", "thumbnail"],
  storeCard: ["logo", "icon", "strip"],
};

/** Event tickets: a strip image excludes background and thumbnail, and the reverse. */
export const EXCLUSIVE_IMAGE_TYPES: Partial<Record<PassKind, { strip: PassImageType[] }>> = {
  eventTicket: { strip: ["background", "thumbnail"] },
};

/** Bounds in points. `min*` only where Apple states a smallest size; aspect = width / height. */
export type SizeRule = {
  maxWidth: number;
  maxHeight: number;
  minWidth?: number;
  minHeight?: number;
  minAspect?: number;
  maxAspect?: number;
};

const ICON: SizeRule = { minWidth: 29, minHeight: 29, maxWidth: 38, maxHeight: 38 };
const LOGO: SizeRule = { maxWidth: 160, maxHeight: 50 };
// Apple: 375×144 for gift cards and coupons, 375×123 for other store cards; 144 is accepted, the preview crops.
const TALL_STRIP: SizeRule = { maxWidth: 375, maxHeight: 144 };
const EVENT_STRIP: SizeRule = { maxWidth: 375, maxHeight: 98 };
const FOOTER: SizeRule = { maxWidth: 286, maxHeight: 15 };
const BACKGROUND: SizeRule = { maxWidth: 180, maxHeight: 220 };
const THUMBNAIL: SizeRule = { maxWidth: 90, maxHeight: 90, minAspect: 2 / 3, maxAspect: 3 / 2 };

/** Store cards show a 375×123 strip unless the pass is a gift card; the preview crops to this height. */
export const STORE_CARD_VISIBLE_STRIP_HEIGHT = 123;

export const SIZE_RULES: Record<PassKind, Partial<Record<PassImageType, SizeRule>>> = {
  boardingPass: { logo: LOGO, icon: ICON, footer: FOOTER },
  coupon: { logo: LOGO, icon: ICON, strip: TALL_STRIP },
  eventTicket: { logo: LOGO, icon: ICON, strip: EVENT_STRIP, background: BACKGROUND, thumbnail: THUMBNAIL },
  generic: { logo: LOGO, icon: ICON, thumbnail: THUMBNAIL },
  storeCard: { logo: LOGO, icon: ICON, strip: TALL_STRIP },
};

/** A rule in pixels for one slot (kind, type, resolution). */
export type PixelRule = SizeRule & { scale: number };

export const isSupportedImageType = (kind: PassKind, type: PassImageType): boolean =>
  SUPPORTED_IMAGE_TYPES[kind].includes(type);

export function pixelRule(
  kind: PassKind,
  type: PassImageType,
  resolution: PassImageResolution,
): PixelRule | null {
  const rule = SIZE_RULES[kind][type];
  if (!rule) return null;
  const scale = RESOLUTION_SCALE[resolution];
  const times = (points: number | undefined) => (points === undefined ? undefined : points * scale);
  return {
    scale,
    maxWidth: rule.maxWidth * scale,
    maxHeight: rule.maxHeight * scale,
    ...(rule.minWidth !== undefined && { minWidth: times(rule.minWidth) }),
    ...(rule.minHeight !== undefined && { minHeight: times(rule.minHeight) }),
    ...(rule.minAspect !== undefined && { minAspect: rule.minAspect }),
    ...(rule.maxAspect !== undefined && { maxAspect: rule.maxAspect }),
  };
}

/** "at most 750×288 pixels", "29×29 to 38×38 pixels", plus the aspect bound when there is one. */
export function describeRule(rule: SizeRule): string {
  const max = `${rule.maxWidth}×${rule.maxHeight}`;
  const size =
    rule.minWidth !== undefined
      ? `from ${rule.minWidth}×${rule.minHeight ?? rule.minWidth} to ${max}`
      : `at most ${max}`;
  const aspect = rule.minAspect !== undefined ? `, with a width:height ratio between 2:3 and 3:2` : "";
  return `${size}${aspect}`;
}

export type DimensionProblem = "too_large" | "too_small" | "aspect";

export function dimensionProblem(rule: SizeRule, width: number, height: number): DimensionProblem | null {
  if (width > rule.maxWidth || height > rule.maxHeight) return "too_large";
  if (width < (rule.minWidth ?? 1) || height < (rule.minHeight ?? 1)) return "too_small";
  const aspect = width / height;
  if (rule.minAspect !== undefined && aspect < rule.minAspect - 1e-9) return "aspect";
  if (rule.maxAspect !== undefined && aspect > rule.maxAspect + 1e-9) return "aspect";
  return null;
}

/** "a store card", "an event ticket", "an icon image". */
export const withArticle = (words: string): string => `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;

/** The message a merchant reads when an image does not fit its slot. */
export function dimensionMessage(options: {
  kind: PassKind;
  type: PassImageType;
  resolution: PassImageResolution;
  width: number;
  height: number;
}): string | null {
  const rule = pixelRule(options.kind, options.type, options.resolution);
  if (!rule) return null;
  if (!dimensionProblem(rule, options.width, options.height)) return null;
  const fileName = appleFileName(options.type, options.resolution);
  const subject = withArticle(`${options.type} image (${fileName})`);
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} for ${withArticle(PASS_KIND_LABELS[options.kind])} must be ${describeRule(rule)} pixels; this image is ${options.width}×${options.height}`;
}

export function unsupportedTypeMessage(kind: PassKind, type: PassImageType): string {
  const subject = withArticle(PASS_KIND_LABELS[kind]);
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} has no ${type} image; it supports ${SUPPORTED_IMAGE_TYPES[kind].join(", ")}`;
}

/** The types an upload of `type` conflicts with on this kind (event ticket: strip ↔ background/thumbnail). */
export function conflictingTypes(kind: PassKind, type: PassImageType): PassImageType[] {
  const exclusive = EXCLUSIVE_IMAGE_TYPES[kind];
  if (!exclusive) return [];
  if (type === "strip") return exclusive.strip;
  return exclusive.strip.includes(type) ? ["strip"] : [];
}

/**
 * Offer card images have no resolution in their path: they are stored at @3x and checked against the rule of
 * the first kind in this list that supports the type (coupons are what offers look like in Wallet).
 */
export const OFFER_CARD_RESOLUTION: PassImageResolution = "ultra";
const OFFER_RULE_KINDS: PassKind[] = ["coupon", "eventTicket", "boardingPass", "generic", "storeCard"];

export function offerCardKind(type: PassImageType): PassKind {
  return OFFER_RULE_KINDS.find((kind) => isSupportedImageType(kind, type)) ?? "coupon";
}

/** Uploads may be larger than a slot (for `?fit=contain`), but never more than this many pixels. */
export const MAX_INPUT_PIXELS = 4096 * 4096;
export const ACCEPTED_IMAGE_FORMATS = ["png", "jpeg", "webp"] as const;
export const ACCEPTED_IMAGE_MEDIA_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** "5 MiB": the default limit as people read it. */
export const DEFAULT_IMAGE_MAX_LABEL = `${DEFAULT_IMAGE_MAX_BYTES / 1024 / 1024} MiB`;

/** A Markdown table of every kind's types and @1x/@2x/@3x sizes, for the OpenAPI description and the docs. */
export function imageRulesMarkdown(): string {
  const rows = PASS_KINDS.flatMap((kind) =>
    SUPPORTED_IMAGE_TYPES[kind].map((type) => {
      const sizes = PASS_IMAGE_RESOLUTIONS.map((resolution) => {
        const rule = pixelRule(kind, type, resolution);
        return rule ? describeRule(rule) : "";
      });
      return `| ${kind} | ${type} | ${sizes.join(" | ")} |`;
    }),
  );
  return [
    "| pass kind | image type | normal (@1x) px | high (@2x) px | ultra (@3x) px |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
