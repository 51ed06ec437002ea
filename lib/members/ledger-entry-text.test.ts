import { describe, expect, it } from "vitest";
import { en } from "@/components/members/i18n/en";
import { ledgerEntryText } from "@/lib/members/ledger-entry-text";

// Decision 051: a points-history row (the member's page, the card page) names the promotion a credit earned under.
describe("a history row of a credit under a promotion", () => {
  it("says what happened and the promotion's name; without one, only what happened", () => {
    const scan = { source: "scan" as const, reason: null };
    const promotion = { id: "p1", name: "Happy hour" };
    expect(ledgerEntryText({ ...scan, promotion }, new Map(), en.ledger.what)).toBe("Scan — Happy hour");
    expect(ledgerEntryText({ ...scan, promotion: null }, new Map(), en.ledger.what)).toBe("Scan");
  });
});
