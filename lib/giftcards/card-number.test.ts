import { describe, expect, it } from "vitest";
import { giftCardNumberOf } from "@/lib/giftcards/card-number";

describe("giftCardNumberOf", () => {
  it("takes the 16 digits a code carries or a person types in groups", () => {
    expect(giftCardNumberOf("4829103746251938")).toBe("4829103746251938");
    expect(giftCardNumberOf(" 4829 1037 4625 1938 ")).toBe("4829103746251938");
    expect(giftCardNumberOf("4829-1037-4625-1938")).toBe("4829103746251938");
  });

  it("refuses what is not a gift card's number: a member number, the last four, one digit too many or few", () => {
    for (const value of [
      "0A1B2C3D4E5F6G7H",
      "1938",
      "482910374625193",
      "48291037462519380",
      "４８２９103746251938",
    ])
      expect(giftCardNumberOf(value), value).toBeNull();
  });
});
