/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, line break or apostrophe. A value a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with ' so it is shown,
 * never evaluated (OWASP "CSV injection"). Browser-safe: the dashboard's report download uses it too.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV line of cells, ending in CRLF. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * Undoes `csvCell`'s neutralising prefix on a value read back from a CSV file: `'+4930…` → `+4930…`. Only an
 * apostrophe followed by a formula character is taken off, so a name like `'Tis` stays as it is.
 */
export const withoutFormulaGuard = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
