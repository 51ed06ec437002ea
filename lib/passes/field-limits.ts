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
