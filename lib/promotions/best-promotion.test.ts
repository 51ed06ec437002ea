import { describe, expect, it } from "vitest";
import { bestPromotion, isPromotionOn } from "@/lib/promotions/best-promotion";

// Decision 051: how "best" is decided between promotions running at once.
const at = new Date("2026-12-05T12:00:00Z");
const running = (id: string, fields: object) => ({
  id,
  name: id,
  startAt: "2026-12-01T00:00:00Z",
  endAt: "2026-12-31T00:00:00Z",
  timeZone: "UTC",
  ...fields,
});

describe("bestPromotion", () => {
  it("gives a tie to the promotion that ends first, then to the lower id", () => {
    const late = running("a", { multiplier: 2 });
    const early = running("b", { bonusPoints: 10, endAt: "2026-12-20T00:00:00Z" });
    expect(bestPromotion([late, early], at, 10)?.id).toBe("b");
    expect(
      bestPromotion([running("d", { multiplier: 2 }), running("c", { bonusPoints: 10 })], at, 10)?.id,
    ).toBe("c");
  });

  it("does not apply a multiplier to nothing, but a bonus applies to a scan worth 0 points", () => {
    expect(bestPromotion([running("x", { multiplier: 3 })], at, 0)).toBeNull();
    expect(
      bestPromotion([running("x", { multiplier: 3 }), running("y", { bonusPoints: 5 })], at, 0)?.id,
    ).toBe("y");
  });

  it("reads a window ending at 24:00 up to midnight on the zone's clock", () => {
    const evening = running("e", {
      multiplier: 2,
      startTime: "18:00",
      endTime: "24:00",
      timeZone: "Asia/Tokyo",
    });
    // 14:59 UTC is 23:59 in Tokyo; 15:00 UTC is midnight.
    expect(isPromotionOn(evening, new Date("2026-12-05T14:59:00Z"))).toBe(true);
    expect(isPromotionOn(evening, new Date("2026-12-05T15:00:00Z"))).toBe(false);
  });
});
