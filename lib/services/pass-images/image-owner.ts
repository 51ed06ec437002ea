import type { PassKind } from "@/lib/passes/image-rules";

/** Whose image slots these are: a template's (per type and resolution) or an offer card's (per type). */
export type ImageOwner =
  | { kind: "template"; merchantId: string; templateId: string; passKind: PassKind }
  | { kind: "offer"; merchantId: string; programId: string; offerId: string };

/** Equality on the tenant key and the owner: the query every image read and write starts from. */
export function ownerFilter(owner: ImageOwner): Record<string, string> {
  return owner.kind === "template"
    ? { merchantId: owner.merchantId, templateId: owner.templateId }
    : { merchantId: owner.merchantId, offerId: owner.offerId };
}
