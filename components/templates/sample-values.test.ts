import { describe, expect, it } from "vitest";
import { toDesignerValues } from "@/components/templates/designer-values";
import { withSampleValues } from "@/components/templates/sample-values";
import { SAMPLE_MEMBER_NAME } from "@/lib/passes/pass-facts";

describe("the designer's preview values", () => {
  it("fill every placeholder with the sample member's (and gift card's) values, in the page's language", () => {
    const values = {
      ...toDesignerValues(),
      primaryFields: [{ key: "p", label: "Points", value: "{points}" }],
      secondaryFields: [{ key: "n", label: "", value: "Hi {memberName}, {tier}" }],
      auxiliaryFields: [{ key: "b", label: "", value: "{balance} / {unknown}" }],
    };
    const tiered = { tiers: [{ name: "Gold", minLifetimePoints: 0 }] };
    const english = withSampleValues(values, "en", tiered);
    expect(english.primaryFields[0]?.value).toBe("120");
    expect(english.secondaryFields[0]?.value).toBe(`Hi ${SAMPLE_MEMBER_NAME}, Gold`);
    expect(english.auxiliaryFields[0]?.value).toBe("€25.00 / {unknown}");
    expect(withSampleValues(values, "de").auxiliaryFields[0]?.value).toMatch(/^25,00\s€ \/ \{unknown\}$/);
    // The form's own values stay as typed.
    expect(values.primaryFields[0]?.value).toBe("{points}");
  });

  it("shows a tier for {tier} only when the template's program has tiers, as the pass does (issue 28)", () => {
    const values = { ...toDesignerValues(), secondaryFields: [{ key: "t", label: "", value: "[{tier}]" }] };
    expect(withSampleValues(values, "en", { tiers: [] }).secondaryFields[0]?.value).toBe("[]");
    expect(withSampleValues(values, "en").secondaryFields[0]?.value).toBe("[]");
    const tiers = [
      { name: "Silver", minLifetimePoints: 0 },
      { name: "Gold", minLifetimePoints: 100 },
    ];
    expect(withSampleValues(values, "de", { tiers }).secondaryFields[0]?.value).toBe("[Gold]");
  });
});
