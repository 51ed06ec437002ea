import { EXPORT_CSV_COLUMNS } from "@/lib/schemas/gdpr";
import type { ExportedCard } from "@/lib/services/gdpr/export-customer-data";

/** RFC 4180 quoting; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per card; its transactions as `sequence:kind:amount` joined by spaces. */
export function toExportCsv(cards: ExportedCard[]): string {
  const rows = cards.map((card) =>
    EXPORT_CSV_COLUMNS.map((column) =>
      column === "transactions"
        ? cell(card.transactions.map((entry) => `${entry.sequence}:${entry.kind}:${entry.amount}`).join(" "))
        : cell(card[column]),
    ).join(","),
  );
  return `${[EXPORT_CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}
