/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, line break or apostrophe. A value a spreadsheet
 * would run as a formula is prefixed with ' so it is shown, never evaluated (OWASP "CSV injection"): one starting
 * with = or @, a tab or a carriage return, and one starting with + or - that is not a plain signed number.
 * Browser-safe: the dashboard's report download uses it too.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (isFormula(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * `+4915170717355` (a phone number as stored, E.164) or `-5`: a spreadsheet reads it as the number it shows, so
 * it keeps no apostrophe and stays usable. Anything more after a sign (`-1+1`, `+1 (555) 010-0000`) is parsed as
 * a formula, so it is guarded.
 */
const PLAIN_SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

/** Whether a spreadsheet opening the CSV would evaluate the cell instead of showing it. */
export const isFormula = (text: string): boolean =>
  FORMULA_START.test(text) && !PLAIN_SIGNED_NUMBER.test(text);

/** One CSV line of cells, ending in CRLF. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * Undoes `csvCell`'s neutralising prefix on a value read back from a CSV file: `'=SUM(1)` → `=SUM(1)`, and
 * `'+4930…` as earlier exports wrote phone numbers. Only an apostrophe followed by a formula character is taken
 * off, so a name like `'Tis` stays as it is.
 */
export const withoutFormulaGuard = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
