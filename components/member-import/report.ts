import type { ApiIssue } from "@/components/api/parse-api-error";
import type { CsvTable } from "@/components/member-import/read-csv";
import { csvLine } from "@/lib/csv/csv-cell";
import type { MemberImportKey } from "@/lib/schemas/member-import";

/** What became of one row of the file. */
export type RowOutcome =
  | { status: "created"; memberId: string; memberNumber: string }
  | { status: "duplicate"; matchedKey: MemberImportKey; memberId: string; memberNumber: string | null }
  | { status: "refused"; issues: ApiIssue[] }
  | { status: "notImported" };

export type OutcomeCounts = Record<RowOutcome["status"], number>;

export function countOutcomes(outcomes: RowOutcome[]): OutcomeCounts {
  const counts: OutcomeCounts = { created: 0, duplicate: 0, refused: 0, notImported: 0 };
  for (const outcome of outcomes) counts[outcome.status] += 1;
  return counts;
}

type ReportColumns = { row: string; outcome: string; memberNumber: string; details: string };

/**
 * The report as a CSV file: per row of the file its row number, outcome, member number and details, then the
 * row's own cells, so the refused rows can be corrected in the report and imported again. Cells are guarded
 * against formulas; a byte order mark lets spreadsheets read it as UTF-8.
 */
export function reportCsv({
  table,
  outcomes,
  columns,
  outcomeName,
  detailsOf,
}: {
  table: CsvTable;
  outcomes: RowOutcome[];
  columns: ReportColumns;
  outcomeName: (outcome: RowOutcome) => string;
  detailsOf: (outcome: RowOutcome) => string;
}): string {
  const header = csvLine([
    columns.row,
    columns.outcome,
    columns.memberNumber,
    columns.details,
    ...table.headers,
  ]);
  const lines = table.rows.map((row, index) => {
    const outcome = outcomes[index] ?? { status: "notImported" };
    const memberNumber = "memberNumber" in outcome ? outcome.memberNumber : null;
    return csvLine([row.rowNumber, outcomeName(outcome), memberNumber, detailsOf(outcome), ...row.cells]);
  });
  return `\uFEFF${header}${lines.join("")}`;
}
