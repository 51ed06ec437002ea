import Papa from "papaparse";
import { MEMBER_IMPORT_LIMITS } from "@/lib/schemas/member-import";

/** A data row of the file: its cells and its row number as a spreadsheet shows it (the header is row 1). */
export type CsvRow = { rowNumber: number; cells: string[] };
export type CsvTable = { fileName: string; headers: string[]; rows: CsvRow[] };
export type CsvProblem = "tooLarge" | "tooManyRows" | "empty" | "unreadable" | "noHeader";
export type CsvReadResult = { ok: true; table: CsvTable } | { ok: false; problem: CsvProblem };

/**
 * The file's text: UTF-8 when it is valid UTF-8, else Windows-1252 (what Excel writes on German and English
 * Windows when saving "CSV"), without a byte order mark.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** Reads CSV text with papaparse, guessing the delimiter (comma, semicolon, tab, pipe); blank rows are skipped. */
export function parseCsvText(text: string, fileName: string): CsvReadResult {
  // A spreadsheet's binary format (.xlsx, .numbers) or an image is not text: refuse it rather than guess.
  if (text.includes("\u0000")) return { ok: false, problem: "unreadable" };
  // The delimiter is guessed on the first non-blank lines (blank lines would blur the guess), then the whole text
  // is read with it, blank lines kept so rows are numbered as a spreadsheet numbers them.
  const guess = Papa.parse<string[]>(text, {
    preview: 20,
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
  });
  const parsed = Papa.parse<string[]>(text, { delimiter: guess.meta.delimiter || "," });
  const [header, ...lines] = parsed.data;
  if (!header || parsed.errors.some((error) => error.type === "Quotes" && error.row === 0)) {
    return { ok: false, problem: header ? "unreadable" : "empty" };
  }
  const headers = header.map((name) => name.trim());
  if (headers.every((name) => name === "")) return { ok: false, problem: "noHeader" };
  const rows = lines
    .map((cells, index) => ({ rowNumber: index + 2, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) return { ok: false, problem: "empty" };
  if (rows.length > MEMBER_IMPORT_LIMITS.fileRows) return { ok: false, problem: "tooManyRows" };
  return { ok: true, table: { fileName, headers, rows } };
}

/** Reads a chosen file within the size limit. */
export async function readCsvFile(file: File): Promise<CsvReadResult> {
  if (file.size > MEMBER_IMPORT_LIMITS.fileBytes) return { ok: false, problem: "tooLarge" };
  try {
    return parseCsvText(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())), file.name);
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}
