import { describe, expect, it } from "vitest";
import {
  autoMapping,
  type ImportProgram,
  mapsAKey,
  repeatedTargets,
} from "@/components/member-import/column-mapping";
import { decodeCsvBytes, parseCsvText } from "@/components/member-import/read-csv";
import { reportCsv } from "@/components/member-import/report";
import { checkImportRow, importRowOf } from "@/components/member-import/row-values";
import { csvCell } from "@/lib/csv/csv-cell";

const program: ImportProgram = {
  id: "0123456789abcdef01234567",
  name: "Café",
  country: "DE",
  requiredFields: ["lastName"],
  customFields: [
    {
      name: "drink",
      displayName: "Lieblingsgetränk",
      type: "selection",
      options: ["Kaffee", "Tee"],
      required: false,
    },
    { name: "size", displayName: null, type: "number", options: null, required: true },
  ],
};

describe("reading a CSV file in the browser", () => {
  it("reads UTF-8 and, when the bytes are not UTF-8, Excel's Windows-1252, without a byte order mark", () => {
    expect(decodeCsvBytes(new TextEncoder().encode("\uFEFFName;Stadt\r\nJürgen;Köln"))).toBe(
      "Name;Stadt\r\nJürgen;Köln",
    );
    const windows = Uint8Array.from([0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e]); // "Jürgen" in Windows-1252
    expect(decodeCsvBytes(windows)).toBe("Jürgen");
  });

  it("guesses the delimiter, numbers rows as a spreadsheet does and skips blank rows", () => {
    const read = parseCsvText(
      'E-Mail;Name\r\na@example.com;"Berg; Bea"\r\n\r\nb@example.com;Ada\r\n',
      "k.csv",
    );
    expect(read).toEqual({
      ok: true,
      table: {
        fileName: "k.csv",
        headers: ["E-Mail", "Name"],
        rows: [
          { rowNumber: 2, cells: ["a@example.com", "Berg; Bea"] },
          { rowNumber: 4, cells: ["b@example.com", "Ada"] },
        ],
      },
    });
  });

  it("refuses a file without rows, without a header, or that is not text", () => {
    expect(parseCsvText("email\r\n", "a.csv")).toEqual({ ok: false, problem: "empty" });
    expect(parseCsvText("", "a.csv")).toEqual({ ok: false, problem: "empty" });
    expect(parseCsvText(";\r\na;b", "a.csv")).toEqual({ ok: false, problem: "noHeader" });
    expect(parseCsvText("PK\u0003\u0004\u0000\u0000", "a.xlsx")).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("matching columns to fields", () => {
  it("matches English and German headers, custom fields by name or display name, and the export's headers", () => {
    const headers = [
      "E-Mail-Adresse",
      "Vorname",
      "Surname",
      "Handy",
      "Geburtsdatum",
      "Kundennummer",
      "Newsletter",
    ];
    expect(
      autoMapping([...headers, "Punktestand", "Lieblingsgetränk", "customFields.size", "Notiz"], program),
    ).toEqual([
      "email",
      "firstName",
      "lastName",
      "phone",
      "birthday",
      "externalId",
      "marketingConsent",
      "points",
      "custom:drink",
      "custom:size",
      "",
    ]);
  });

  it("gives each field to the first column naming it, and says when a key column or a unique field is missing", () => {
    const mapping = autoMapping(["email", "E-Mail", "Name"], program);
    expect(mapping).toEqual(["email", "", ""]);
    expect(mapsAKey(mapping)).toBe(true);
    expect(mapsAKey(["firstName", ""])).toBe(false);
    expect([...repeatedTargets(["email", "phone", "email"])]).toEqual([2]);
  });
});

describe("a row as the API takes it", () => {
  const mapping = autoMapping(
    ["E-Mail", "Nachname", "Geburtstag", "Punkte", "Einwilligung", "Lieblingsgetränk", "size"],
    program,
  );

  it("reads German dates, consent words, thousands separators and decimal commas, and undoes the export's guard", () => {
    const row = importRowOf(
      ["  ada@example.com ", "Lovelace", "1.2.1990", "1.234", "ja", "Tee", "42,5"],
      mapping,
      program,
    );
    expect(row).toEqual({
      email: "ada@example.com",
      lastName: "Lovelace",
      birthday: "1990-02-01",
      points: 1234,
      marketingConsent: true,
      customFields: { drink: "Tee", size: 42.5 },
    });
    expect(importRowOf(["", "'-Minus", "", "", "", "", ""], mapping, program)).toEqual({
      lastName: "-Minus",
    });
    expect(
      importRowOf(["x@example.com", "L", "", "viele", "vielleicht", "", ""], mapping, program),
    ).toMatchObject({
      points: "viele",
      marketingConsent: "vielleicht",
    });
  });

  it("is checked with the API's schemas: types, custom fields, required fields and the key rule", () => {
    const issues = (cells: string[]) =>
      checkImportRow(importRowOf(cells, mapping, program), program).map((issue) => [
        issue.type,
        issue.loc.join("."),
      ]);
    expect(issues(["ada@example.com", "Lovelace", "", "", "", "Tee", "42"])).toEqual([]);
    expect(issues(["", "", "31.02.1990", "-5", "vielleicht", "Saft", ""])).toEqual([
      ["import_key_missing", ""],
      ["date_parsing", "birthday"],
      ["bool_parsing", "marketingConsent"],
      ["greater_than_equal", "points"],
      ["enum", "customFields.drink"],
      ["missing", "lastName"],
      ["missing", "customFields.size"],
    ]);
    expect(issues(["not-an-e-mail", "L", "", "", "", "", "7"])).toEqual([["value_error", "email"]]);
  });
});

describe("the report file", () => {
  it("lists every row with its outcome next to its own cells, guarded against formulas", () => {
    const table = {
      fileName: "k.csv",
      headers: ["E-Mail", "Name"],
      rows: [
        { rowNumber: 2, cells: ["a@example.com", "=cmd()"] },
        { rowNumber: 3, cells: ["bad", "B"] },
        { rowNumber: 4, cells: ["c@example.com", "C"] },
      ],
    };
    const text = reportCsv({
      table,
      outcomes: [
        { status: "created", memberId: "m1", memberNumber: "ABC" },
        { status: "refused", issues: [] },
      ],
      columns: { row: "Row", outcome: "Outcome", memberNumber: "Member number", details: "Details" },
      outcomeName: (outcome) => outcome.status,
      detailsOf: (outcome) => (outcome.status === "refused" ? "E-mail: not valid" : ""),
    });
    expect(text).toBe(
      "\uFEFFRow,Outcome,Member number,Details,E-Mail,Name\r\n" +
        `2,created,ABC,,a@example.com,${csvCell("=cmd()")}\r\n` +
        "3,refused,,E-mail: not valid,bad,B\r\n" +
        "4,notImported,,,c@example.com,C\r\n",
    );
    expect(csvCell("=cmd()")).toBe('"\'=cmd()"');
  });
});
