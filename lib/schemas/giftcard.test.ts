import { describe, expect, it } from "vitest";
import { AMOUNT_STRING_PATTERN, ledgerAmountSchema } from "@/lib/schemas/giftcard";
import { toJsonSchema } from "@/lib/schemas/json-schema";

const pattern = new RegExp(AMOUNT_STRING_PATTERN);
const accepts = (amount: string) => ledgerAmountSchema.safeParse({ amount }).success;

/** Plain decimal spellings around the bounds: signs, leading zeros, places and trailing zeros. */
const CORPUS = ["", "+", "-"].flatMap((sign) =>
  ["", "0", "00", "1", "01", "9", "25", "999", "9999", "09999", "10000", "010000", "10001", "99999"].flatMap(
    (whole) =>
      ["", ".0", ".00", ".000", ".01", ".010", ".1", ".10", ".5", ".99", ".990", ".001", ".999", ".05"].map(
        (fraction) => `${sign}${whole}${fraction}`,
      ),
  ),
);

describe("the documented pattern of money strings", () => {
  it("is what the document shows for initialValue and amount", () => {
    const json = toJsonSchema(ledgerAmountSchema, { io: "input" }) as {
      properties: { amount: { anyOf: { pattern?: string }[]; description: string } };
    };
    expect(json.properties.amount.anyOf).toContainEqual({ type: "string", pattern: AMOUNT_STRING_PATTERN });
    expect(json.properties.amount.description).toContain("from 0.01 to 10000");
  });

  it("matches exactly the plain decimal strings the server accepts (0.01 to 10000, two places)", () => {
    const disagreements = CORPUS.filter((text) => text !== "" && pattern.test(text) !== accepts(text));
    expect(disagreements).toEqual([]);
    expect(CORPUS.filter((text) => pattern.test(text)).length).toBeGreaterThan(50);
  });

  it("refuses the strings a fuzzer found accepted by the old pattern but refused by the server", () => {
    for (const text of ["0", "0.00", "00", "10000.01", "0.001", "-1", "25.555"]) {
      expect(pattern.test(text), text).toBe(false);
      expect(accepts(text), text).toBe(false);
    }
  });
});
