import { PassImage } from "@/lib/db/models/pass-image";
import { unprocessable } from "@/lib/errors/unprocessable";
import {
  conflictingTypes,
  dimensionMessage,
  isSupportedImageType,
  OFFER_CARD_RESOLUTION,
  offerCardKind,
  type PassImageResolution,
  type PassImageType,
  type PassKind,
  pixelRule,
  unsupportedTypeMessage,
  withArticle,
} from "@/lib/passes/image-rules";
import { type ImageOwner, ownerFilter } from "@/lib/services/pass-images/image-owner";

export type Slot = { type: PassImageType; resolution: PassImageResolution };

/** The pass kind whose rules apply to a slot of this owner. */
export const ruleKindOf = (owner: ImageOwner, type: PassImageType): PassKind =>
  owner.kind === "template" ? owner.passKind : offerCardKind(type);

export const slotResolution = (owner: ImageOwner, resolution?: PassImageResolution): PassImageResolution =>
  owner.kind === "template" ? (resolution ?? "normal") : OFFER_CARD_RESOLUTION;

/** The type must be one the pass kind shows, and (event tickets) not clash with a stored image. */
export async function assertTypeAllowed(owner: ImageOwner, type: PassImageType): Promise<void> {
  if (owner.kind !== "template") return;
  if (!isSupportedImageType(owner.passKind, type)) {
    throw unprocessable(["path", "type"], unsupportedTypeMessage(owner.passKind, type), type);
  }
  const conflicts = conflictingTypes(owner.passKind, type);
  if (conflicts.length === 0) return;
  const stored = await PassImage.find(ownerFilter(owner)).select("type").lean();
  const clash = stored.find((image) => conflicts.includes(image.type));
  if (clash) {
    throw unprocessable(
      ["path", "type"],
      `An event ticket cannot have both ${withArticle(type)} image and ${withArticle(clash.type)} image; delete the ${clash.type} image first`,
      type,
    );
  }
}

export function assertDimensions(kind: PassKind, slot: Slot, width: number, height: number): void {
  const message = dimensionMessage({ kind, ...slot, width, height });
  if (message) throw unprocessable(["body", "image"], message);
}

export const slotBox = (kind: PassKind, slot: Slot) => {
  const rule = pixelRule(kind, slot.type, slot.resolution);
  return rule ? { width: rule.maxWidth, height: rule.maxHeight } : undefined;
};
