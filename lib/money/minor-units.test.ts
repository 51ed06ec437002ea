import { describe, expect, it } from "vitest";
import { formatMinorUnits, majorUnitsOf, minorUnitsOf, toMinorUnits } from "@/lib/money/minor-units";
import { decimal } from "@/lib/schemas/fields";

describe("money in minor units", () => {
  it("converts decimal text exactly, both ways", () => {
    expect(toMinorUnits("25")).toBe(2500);
    expect(toMinorUnits("0.1")).toBe(10);
    expect(toMinorUnits("1234.56")).toBe(123456);
    expect(toMinorUnits("-0.01")).toBe(-1);
    expect(formatMinorUnits(2500)).toBe("25.00");
    expect(formatMinorUnits(7)).toBe("0.07");
    expect(formatMinorUnits(-1)).toBe("-0.01");
    expect(() => toMinorUnits("1.005")).toThrow();
    expect(() => formatMinorUnits(0.5)).toThrow();
  });

  it("converts to and from numbers of major units, for formatting and Wallet's numeric fields", () => {
    expect(majorUnitsOf(2550)).toBe(25.5);
    expect(majorUnitsOf(-1)).toBe(-0.01);
    expect(minorUnitsOf(25.5)).toBe(2550);
    // 0.29 * 100 is 28.999999999999996 in binary floating point: rounded to the cent it means.
    expect(minorUnitsOf(0.29)).toBe(29);
    expect(minorUnitsOf(-0.001)).toBe(0);
    expect(Object.is(minorUnitsOf(-0.001), -0)).toBe(false);
    for (const cents of [0, 1, 29, 99, 2550, 123456789])
      expect(minorUnitsOf(majorUnitsOf(cents))).toBe(cents);
    expect(() => majorUnitsOf(0.5)).toThrow();
    expect(() => minorUnitsOf(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe("decimal() field", () => {
  const amount = decimal({ ge: "0.01", le: "10000", decimalPlaces: 2 });
  const issueOf = (input: unknown) => {
    const result = amount.safeParse(input);
    if (result.success) return result.data;
    return (result.error.issues[0] as { params?: { pydantic?: unknown } } | undefined)?.params?.pydantic;
  };

  it("accepts numbers and strings as exact decimal text", () => {
    expect(issueOf(25)).toBe("25");
    expect(issueOf(0.1)).toBe("0.1");
    expect(issueOf(" 12.50 ")).toBe("12.5");
    expect(issueOf("1_000.00")).toBe("1000");
    expect(issueOf("1e2")).toBe("100");
    expect(issueOf("10000.000")).toBe("10000");
  });

  it("fails like Pydantic's Decimal", () => {
    expect(issueOf("1.005")).toEqual({
      type: "decimal_max_places",
      msg: "Decimal input should have no more than 2 decimal places",
      ctx: { decimal_places: 2 },
    });
    expect(issueOf("0")).toMatchObject({
      type: "greater_than_equal",
      msg: "Input should be greater than or equal to 0.01",
    });
    expect(issueOf(10000.01)).toMatchObject({ type: "less_than_equal", ctx: { le: 10000 } });
    expect(issueOf("abc")).toMatchObject({ type: "decimal_parsing", msg: "Input should be a valid decimal" });
    expect(issueOf(true)).toMatchObject({ type: "decimal_type" });
    expect(issueOf([1])).toMatchObject({ type: "decimal_type" });
    expect(issueOf("NaN")).toMatchObject({ type: "finite_number" });
  });
});
