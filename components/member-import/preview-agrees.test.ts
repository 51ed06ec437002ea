import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import type { ColumnTarget, ImportProgram } from "@/components/member-import/column-mapping";
import { checkImportRow, importRowOf } from "@/components/member-import/row-values";
import { checkImportRows } from "@/lib/services/members/import-rows";
import type { FieldsProgram } from "@/lib/services/members/member-fields";

const mapping: ColumnTarget[] = ["email", "phone", "lastName"];
const ROWS = [
  ["", "0151 70717355", "Berg"],
  ["", "030 1234567", "Berg"],
  ["", "+4915170717355", "Berg"],
  ["", "'+4915170717355", "Berg"],
  ["", "0151 7071", "Berg"],
  ["", "12345", "Berg"],
  ["", "+1 (555) 010-0000", "Berg"],
  ["", "Telefon", "Berg"],
  ["ada@example.com", "0049 151 70717355", ""],
  ["ada@example.com", "+49 (0)151 70717355", "Berg"],
];

/** The program as the preview knows it and as the import reads it. */
function programIn(country: string | null) {
  const preview: ImportProgram = {
    id: "p",
    name: "Café",
    country,
    requiredFields: ["lastName"],
    customFields: [],
  };
  // A stored program's custom fields are a mongoose array; none here, so a plain one reads the same.
  const fields = { country, requiredFields: ["lastName"], customFields: [] } as unknown as FieldsProgram;
  const stored = { _id: new Types.ObjectId(), ...fields };
  return { preview, stored };
}

describe("the import preview and the import", () => {
  for (const country of ["DE", null]) {
    it(`agree on every row's phone and fields (program country ${country}): a row the import refuses is never "Ready"`, () => {
      const { preview, stored } = programIn(country);
      const rows = ROWS.map((cells) => importRowOf(cells, mapping, preview));
      const imported = checkImportRows({ program: stored, rows });
      const refusedByImport = new Map(
        imported.refused.map((result) => [
          result.row,
          (result.status === "refused" ? result.issues : []).map((issue) =>
            [issue.type, issue.loc.slice(3).join(".")].join(" "),
          ),
        ]),
      );
      rows.forEach((row, index) => {
        const previewed = checkImportRow(row, preview).map((issue) =>
          [issue.type, issue.loc.join(".")].join(" "),
        );
        expect({ row: ROWS[index], issues: previewed }).toEqual({
          row: ROWS[index],
          issues: refusedByImport.get(index) ?? [],
        });
      });
      expect(imported.refused.length).toBeGreaterThan(0);
    });
  }
});
