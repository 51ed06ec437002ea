import { describe, expect, it } from "vitest";
import { csvCell, withoutFormulaGuard } from "@/lib/csv/csv-cell";

describe("csvCell", () => {
  it.each([
    ["+4915170717355", "+4915170717355"],
    ["-5", "-5"],
    ["+12.5", "+12.5"],
    ["4915170717355", "4915170717355"],
  ])("leaves the plain number %s usable, without an apostrophe", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ["-1+1", `"'-1+1"`],
    ["@SUM(1)", `"'@SUM(1)"`],
    ["+1 (555) 010-0000", `"'+1 (555) 010-0000"`],
    ["+49-30-1234", `"'+49-30-1234"`],
    ["\tx", `"'\tx"`],
    ["\rx", `"'\rx"`],
  ])("guards %j, which a spreadsheet would run as a formula", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("reads back what it wrote", () => {
    for (const value of ["+4915170717355", "-1+1", "@SUM(1)", "'Tis", "=cmd|' /C calc'!A0"]) {
      const written = csvCell(value);
      const unquoted = written.startsWith('"') ? written.slice(1, -1).replace(/""/g, '"') : written;
      expect(withoutFormulaGuard(unquoted)).toBe(value);
    }
  });
});
