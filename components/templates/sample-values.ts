import type { DesignerValues } from "@/components/templates/designer-values";
import type { Language } from "@/lib/i18n/language";
import { placeholderValuesOf, sampleFactsOf } from "@/lib/passes/pass-facts";
import { fillPlaceholders, type PlaceholderValues } from "@/lib/passes/placeholders";

/** A program the designer's select offers, with its tiers (none unless it is a tiered membership). */
export type DesignerProgram = {
  id: string;
  name: string;
  tiers: readonly { name: string; minLifetimePoints: number }[];
};

/**
 * What placeholders show in the designer's preview: a sample member's values (the same made-up member the
 * program page's sample pass has) and a sample gift card's balance and expiry, filled by the pass builder's
 * own function, so the preview reads as the pass will. `{tier}` shows a tier only when the template's program
 * has tiers; without them (or without a program) it is empty, as on the pass.
 */
export function samplePlaceholderValues(
  language: Language,
  program?: Pick<DesignerProgram, "tiers">,
): PlaceholderValues {
  const member = placeholderValuesOf(
    sampleFactsOf({ kind: "member", tiers: program?.tiers ?? [] }),
    language,
  );
  const card = placeholderValuesOf(sampleFactsOf({ kind: "giftcard" }), language);
  return { ...member, balance: card.balance, expiresAt: card.expiresAt };
}

type Row = DesignerValues["headerFields"][number];
const filled = (rows: Row[] | undefined, values: PlaceholderValues) =>
  (rows ?? []).map((row) => ({ ...row, value: fillPlaceholders(row.value ?? "", values) }));

/** The designer's values with every field value's placeholders filled with sample values. */
export function withSampleValues(
  values: DesignerValues,
  language: Language,
  program?: Pick<DesignerProgram, "tiers">,
): DesignerValues {
  const sample = samplePlaceholderValues(language, program);
  return {
    ...values,
    headerFields: filled(values.headerFields, sample),
    primaryFields: filled(values.primaryFields, sample),
    secondaryFields: filled(values.secondaryFields, sample),
    auxiliaryFields: filled(values.auxiliaryFields, sample),
    backFields: filled(values.backFields, sample),
  };
}
