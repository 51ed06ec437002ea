import type { ApiIssue } from "@/components/api/parse-api-error";
import {
  type ColumnTarget,
  customNameOf,
  type ImportProgram,
} from "@/components/member-import/column-mapping";
import { withoutFormulaGuard } from "@/lib/csv/csv-cell";
import { toValidationItems } from "@/lib/errors/validation-error";
import { checkMemberPhone } from "@/lib/members/phone";
import { customFieldsSchemaOf, MEMBER_FIELDS } from "@/lib/schemas/member";
import { hasImportKey, importKeyMissingIssue, memberImportRowSchema } from "@/lib/schemas/member-import";

/** A row as the API takes it: values typed where the cell reads clearly, else the text (the schema judges it). */
export type ImportRow = Record<string, unknown> & { customFields?: Record<string, unknown> };

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "x", "ja", "j", "wahr", "on", "✓", "✔"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "nein", "falsch", "off", "-"]);

/** 31.12.1990 or 1.2.1990 (as German spreadsheets write dates) → 1990-12-31; anything else unchanged. */
function isoDate(text: string): string {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!german) return text;
  const [, day, month, year] = german;
  return `${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}`;
}

/** "1.234" or "1,234" or "1 234" (thousands) → 1234; "12" → 12; anything else unchanged. */
function wholeNumber(text: string): number | string {
  const digits = /^\d{1,3}([.,\s]\d{3})+$/.test(text) ? text.replace(/[.,\s]/g, "") : text;
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

/** "1,5" (German decimal comma) or "1.5" → 1.5; anything else unchanged. */
function decimalNumber(text: string): number | string {
  const normalised = /^-?\d+,\d+$/.test(text) ? text.replace(",", ".") : text;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : text;
}

function consent(text: string): boolean | string {
  const word = text.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return text;
}

function customValue(text: string, type: ImportProgram["customFields"][number]["type"]): unknown {
  if (type === "number") return decimalNumber(text);
  if (type === "date") return isoDate(text);
  if (type !== "json") return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The row of one CSV line under the column mapping: cells trimmed, empty ones left out, export guards undone. */
export function importRowOf(cells: string[], mapping: ColumnTarget[], program: ImportProgram): ImportRow {
  const row: ImportRow = {};
  mapping.forEach((target, index) => {
    const text = withoutFormulaGuard((cells[index] ?? "").trim());
    if (!target || text === "") return;
    const customName = customNameOf(target);
    if (customName !== null) {
      const field = program.customFields.find((each) => each.name === customName);
      row.customFields = { ...row.customFields, [customName]: field ? customValue(text, field.type) : text };
      return;
    }
    if (target === "birthday") row.birthday = isoDate(text);
    else if (target === "points") row.points = wholeNumber(text);
    else if (target === "marketingConsent") row.marketingConsent = consent(text);
    else row[target] = text;
  });
  return row;
}

/** `["body", field…]` → `[field…]`, as the page names fields. */
const withinRow = (loc: (string | number)[]) => loc.slice(1);

/**
 * The row checked in the browser before the import, with the API's own schemas: the row schema, the program's
 * custom fields and required fields, and the import's rule that a row carries an e-mail, phone or external id.
 * Phone numbers are read as the API reads them (`checkMemberPhone`, in the program's country).
 */
export function checkImportRow(row: ImportRow, program: ImportProgram): ApiIssue[] {
  const issues: ApiIssue[] = [];
  const add = (item: {
    loc: (string | number)[];
    type: string;
    msg: string;
    ctx?: Record<string, unknown>;
  }) => issues.push({ loc: item.loc, type: item.type, msg: item.msg, ctx: item.ctx ?? {} });
  if (!hasImportKey(row)) add(importKeyMissingIssue([], row));
  const parsed = memberImportRowSchema.safeParse(row);
  if (!parsed.success) {
    for (const item of toValidationItems(parsed.error, { source: "body", input: row })) {
      add({ ...item, loc: withinRow(item.loc) });
    }
  }
  // The row schema has refused a phone that is no text; a text one is read as the import reads it.
  if (parsed.success && typeof parsed.data.phone === "string" && parsed.data.phone.trim()) {
    const { issue } = checkMemberPhone(parsed.data.phone, program.country);
    if (issue) add({ ...issue, loc: withinRow(issue.loc) });
  }
  const custom = customFieldsSchemaOf(program.customFields).safeParse(row.customFields ?? {});
  if (!custom.success) {
    for (const item of toValidationItems(custom.error, { source: "body", input: row.customFields })) {
      add({ ...item, loc: ["customFields", ...withinRow(item.loc)] });
    }
  }
  const memberFields = new Set<string>(MEMBER_FIELDS);
  // As the API reads them: `requiredFields` names member fields or custom fields; consent is never missing.
  const required = new Set([
    ...program.requiredFields
      .filter((name) => name !== "marketingConsent")
      .map((name) => (memberFields.has(name) ? name : `customFields.${name}`)),
    ...program.customFields.filter((field) => field.required).map((field) => `customFields.${field.name}`),
  ]);
  for (const path of required) {
    const loc = path.split(".");
    const value = loc.length === 2 ? row.customFields?.[loc[1] as string] : row[path];
    const isLocated = issues.some((issue) => issue.loc.join(".") === path);
    if ((value === undefined || value === "") && !isLocated)
      add({ loc, type: "missing", msg: "Field required" });
  }
  return issues;
}
