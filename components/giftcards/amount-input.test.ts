import { describe, expect, it } from "vitest";
import { amountFromInput } from "./amount-input";

describe("amountFromInput", () => {
  it.each([
    ["12,50", "12.50"],
    ["12,5", "12.50"],
    ["12", "12.00"],
    ["1.234,56", "1234.56"],
    ["1.234", "1234.00"],
    ["12.50", "12.50"],
    [" 7 ", "7.00"],
    ["0012,00", "12.00"],
  ])("German %s → %s", (typed, sent) => {
    expect(amountFromInput(typed, "de")).toBe(sent);
  });

  it.each([
    ["12.50", "12.50"],
    ["1,234.5", "1234.50"],
    ["12,50", "12.50"],
    ["10000", "10000.00"],
  ])("English %s → %s", (typed, sent) => {
    expect(amountFromInput(typed, "en")).toBe(sent);
  });

  it("reads a dot as the German thousands separator, and passes three decimals on for the schema to refuse", () => {
    expect(amountFromInput("12.345", "de")).toBe("12345.00");
    expect(amountFromInput("12.345", "en")).toBe("12.345");
    expect(amountFromInput("12,345", "de")).toBe("12.345");
  });

  it.each(["", "abc", "1,2,3", "-5", "12,50,1", "1.23.4", "€5"])("refuses %j", (typed) => {
    expect(amountFromInput(typed, "en")).toBeNull();
    expect(amountFromInput(typed, "de")).toBeNull();
  });
});
