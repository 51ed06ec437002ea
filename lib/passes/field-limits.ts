import type { PassKind } from "@/lib/passes/image-rules";

/** The pass.json field groups a template carries, front to back. */
export const PASS_FIELD_GROUPS = [
  "headerFields",
  "primaryFields",
  "secondaryFields",
  "auxiliaryFields",
  "backFields",
] as const;
export type PassFieldGroup = (typeof PASS_FIELD_GROUPS)[number];

/** Apple's counts per kind: up to 3 header fields, 1 primary (2 on boarding passes: origin and destination), 4 secondary, 4 auxiliary (5 on boarding passes). */
export const FIELD_LIMITS: Record<PassKind, Record<PassFieldGroup, number>> = {
  boardingPass: { headerFields: 3, primaryFields: 2, secondaryFields: 4, auxiliaryFields: 5, backFields: 20 },
  coupon: { headerFields: 3, primaryFields: 1, secondaryFields: 4, auxiliaryFields: 4, backFields: 20 },
  eventTicket: { headerFields: 3, primaryFields: 1, secondaryFields: 4, auxiliaryFields: 4, backFields: 20 },
  generic: { headerFields: 3, primaryFields: 1, secondaryFields: 4, auxiliaryFields: 4, backFields: 20 },
  storeCard: { headerFields: 3, primaryFields: 1, secondaryFields: 4, auxiliaryFields: 4, backFields: 20 },
};

/** The largest count of a group over all kinds: the schema's own bound; the per-kind bound is checked against the kind. */
export const MAX_FIELDS_PER_GROUP: Record<PassFieldGroup, number> = {
  headerFields: 3,
  primaryFields: 2,
  secondaryFields: 4,
  auxiliaryFields: 5,
  backFields: 20,
};

/**
 * Apple: "Coupons, store cards, and generic passes with a square barcode can have a combined total of up to four
 * secondary and auxiliary fields" (PassFields.SecondaryFields / AuxiliaryFields). Held for every barcode.
 */
export const COMBINED_SECONDARY_AUXILIARY_LIMIT: Partial<Record<PassKind, number>> = {
  coupon: 4,
  generic: 4,
  storeCard: 4,
};

/** How many fields a group may hold given the others: its own count, and the combined one where it applies. */
export function fieldRoomOf(
  kind: PassKind,
  group: PassFieldGroup,
  counts: Partial<Record<PassFieldGroup, number>>,
): number {
  const own = FIELD_LIMITS[kind][group];
  const combined = COMBINED_SECONDARY_AUXILIARY_LIMIT[kind];
  if (combined === undefined || (group !== "secondaryFields" && group !== "auxiliaryFields")) return own;
  const other = group === "secondaryFields" ? "auxiliaryFields" : "secondaryFields";
  return Math.max(0, Math.min(own, combined - (counts[other] ?? 0)));
}

/**
 * Keys the service itself writes on every pass a template wears (decision 030): the program's texts and
 * contacts and the development note on the back, the available offers (`offers` up front, `offer-<id>` on the
 * back). Keys are unique over the whole pass and passkit-generator drops a field whose key is taken, so a
 * template may not use them.
 */
export const SERVICE_FIELD_KEYS = [
  "about",
  "terms",
  "website",
  "email",
  "phone",
  "signature",
  "offers",
  "pointsExpiring",
] as const;
export const OFFER_FIELD_KEY_PREFIX = "offer-";

export const isServiceFieldKey = (key: string): boolean =>
  (SERVICE_FIELD_KEYS as readonly string[]).includes(key) || key.startsWith(OFFER_FIELD_KEY_PREFIX);
