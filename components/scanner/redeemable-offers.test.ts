import { describe, expect, it } from "vitest";
import { redeemableOffers, type ScannerOffer } from "@/components/scanner/redeemable-offers";

const NOW = new Date("2026-06-01T12:00:00Z");

function offer(overrides: Partial<ScannerOffer>): ScannerOffer {
  return {
    id: overrides.name ?? "offer",
    programId: "p",
    merchantId: "m",
    name: "Offer",
    description: null,
    startDate: null,
    endDate: null,
    pointsCost: null,
    pointsMin: null,
    pointsMax: null,
    limitPerCustomer: null,
    availabilityCount: null,
    value: null,
    currency: null,
    type: null,
    status: "LIVE",
    publishedAt: null,
    cancelledAt: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

const names = (offers: ScannerOffer[]) => offers.map((item) => item.name);

describe("redeemableOffers", () => {
  it("keeps live offers the balance affords and drops the rest", () => {
    const offers = [
      offer({ name: "free" }),
      offer({ name: "exact", pointsCost: 50 }),
      offer({ name: "too dear", pointsCost: 51 }),
      offer({ name: "draft", status: "DRAFT" }),
      offer({ name: "scheduled", status: "SCHEDULED" }),
      offer({ name: "cancelled", status: "CANCELLED" }),
    ];
    expect(names(redeemableOffers(offers, 50, NOW))).toEqual(["free", "exact"]);
  });

  it("respects pointsMin, pointsMax and an end date that has passed", () => {
    const offers = [
      offer({ name: "min ok", pointsMin: 50 }),
      offer({ name: "min not reached", pointsMin: 51 }),
      offer({ name: "max ok", pointsMax: 50 }),
      offer({ name: "max exceeded", pointsMax: 49 }),
      offer({ name: "ended", endDate: "2026-06-01T11:59:59Z" }),
      offer({ name: "ends later", endDate: "2026-06-02T00:00:00Z" }),
    ];
    expect(names(redeemableOffers(offers, 50, NOW))).toEqual(["min ok", "max ok", "ends later"]);
  });
});
