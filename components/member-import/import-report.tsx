"use client";

import { useId } from "react";
import { saveFile } from "@/components/api/download";
import type { ApiMessages } from "@/components/api/i18n/en";
import { formatCount } from "@/components/i18n/format";
import type { ImportProgram } from "@/components/member-import/column-mapping";
import type { MemberImportMessages } from "@/components/member-import/i18n/en";
import { rowIssueText } from "@/components/member-import/issue-text";
import styles from "@/components/member-import/member-import.module.css";
import type { CsvTable } from "@/components/member-import/read-csv";
import { countOutcomes, type RowOutcome, reportCsv } from "@/components/member-import/report";
import { Button, ButtonLink } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Language } from "@/lib/i18n/language";

/** Rows listed on the page; the downloaded report has every row. */
const LISTED_ROWS = 100;

type ImportReportProps = {
  table: CsvTable;
  outcomes: RowOutcome[];
  program: ImportProgram;
  onAgain: () => void;
  t: MemberImportMessages;
  api: ApiMessages;
  language: Language;
};

/**
 * Step 4: how many rows were created, skipped as members already, refused or not imported; the rows that were
 * not created with the reason; and the whole report as a CSV download.
 */
export function ImportReport({ table, outcomes, program, onAgain, t, api, language }: ImportReportProps) {
  const id = useId();
  const counts = countOutcomes(outcomes);
  const detailsOf = (outcome: RowOutcome) => {
    if (outcome.status === "duplicate") {
      return t.report.duplicateOf(
        t.report.keyNames[outcome.matchedKey] ?? outcome.matchedKey,
        outcome.memberNumber,
      );
    }
    if (outcome.status === "refused") {
      return outcome.issues.map((issue) => rowIssueText(issue, program, t, api)).join(" ");
    }
    return outcome.status === "notImported" ? t.report.notImportedWhy : "";
  };
  const outcomeName = (outcome: RowOutcome) => t.report.outcomes[outcome.status] ?? outcome.status;
  const notCreated = table.rows
    .map((row, index) => ({ row, outcome: outcomes[index] ?? ({ status: "notImported" } as const) }))
    .filter(({ outcome }) => outcome.status !== "created");
  const listed = notCreated.slice(0, LISTED_ROWS);
  const caption =
    listed.length < notCreated.length
      ? t.report.captionFirst(listed.length, formatCount(notCreated.length, language))
      : t.report.caption;
  const download = () =>
    saveFile({
      blob: new Blob([reportCsv({ table, outcomes, columns: t.report.csvColumns, outcomeName, detailsOf })], {
        type: "text/csv;charset=utf-8",
      }),
      fileName: t.report.fileName(`${table.fileName.replace(/\.(csv|txt)$/i, "")}.csv`),
    });

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.report.title}</h2>
      <dl className={styles.counts} aria-label={t.report.counts.label}>
        {(["created", "duplicate", "refused", "notImported"] as const).map((status) => (
          <div key={status} data-count={status}>
            <dt>{t.report.counts[status]}</dt>
            <dd>{formatCount(counts[status], language)}</dd>
          </div>
        ))}
      </dl>
      {notCreated.length === 0 ? (
        <p>{t.report.allCreated}</p>
      ) : (
        <ScrollRegion label={caption}>
          <table className="table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.report.columns.row}</th>
                <th scope="col">{t.report.columns.outcome}</th>
                <th scope="col">{t.report.columns.details}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map(({ row, outcome }) => (
                <tr key={row.rowNumber} data-row={row.rowNumber}>
                  <th scope="row">{row.rowNumber}</th>
                  <td>{outcomeName(outcome)}</td>
                  <td className={styles.cell}>{detailsOf(outcome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <div className={styles.actions}>
        <Button onClick={download}>{t.report.download}</Button>
        <Button variant="secondary" onClick={onAgain}>
          {t.report.again}
        </Button>
        <ButtonLink href={`/programs/${program.id}/members`} variant="ghost">
          {t.report.toMembers}
        </ButtonLink>
      </div>
    </section>
  );
}
