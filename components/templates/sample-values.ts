import type { DesignerValues } from "@/components/templates/designer-values";
import type { Language } from "@/lib/i18n/language";
import { placeholderValuesOf, sampleFactsOf } from "@/lib/passes/pass-facts";
import { fillPlaceholders, type PlaceholderValues } from "@/lib/passes/placeholders";

/**
 * What placeholders show in the designer's preview: a sample member's values (the same made-up member the
 * program page's sample pass has) and a sample gift card's balance and expiry, filled by the pass builder's
 * own function, so the preview reads as the pass will.
 */
export function samplePlaceholderValues(language: Language): PlaceholderValues {
  const member = placeholderValuesOf(
    sampleFactsOf({ kind: "member", tiers: [{ name: "Gold", minLifetimePoints: 0 }] }),
    language,
  );
  const card = placeholderValuesOf(sampleFactsOf({ kind: "giftcard" }), language);
  return { ...member, balance: card.balance, expiresAt: card.expiresAt };
}

type Row = DesignerValues["headerFields"][number];
const filled = (rows: Row[] | undefined, values: PlaceholderValues) =>
  (rows ?? []).map((row) => ({ ...row, value: fillPlaceholders(row.value ?? "", values) }));

/** The designer's values with every field value's placeholders filled with sample values. */
export function withSampleValues(values: DesignerValues, language: Language): DesignerValues {
  const sample = samplePlaceholderValues(language);
  return {
    ...values,
    headerFields: filled(values.headerFields, sample),
    primaryFields: filled(values.primaryFields, sample),
    secondaryFields: filled(values.secondaryFields, sample),
    auxiliaryFields: filled(values.auxiliaryFields, sample),
    backFields: filled(values.backFields, sample),
  };
}
