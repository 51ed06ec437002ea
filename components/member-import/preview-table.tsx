import type { ApiMessages } from "@/components/api/i18n/en";
import type { ApiIssue } from "@/components/api/parse-api-error";
import {
  type ColumnTarget,
  customNameOf,
  type ImportProgram,
} from "@/components/member-import/column-mapping";
import type { MemberImportMessages } from "@/components/member-import/i18n/en";
import { rowIssueText } from "@/components/member-import/issue-text";
import styles from "@/components/member-import/member-import.module.css";
import type { CsvRow } from "@/components/member-import/read-csv";
import type { ImportRow } from "@/components/member-import/row-values";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** A row of the file, the values it will be sent with, and what the browser's check found. */
export type PreviewRow = { row: CsvRow; values: ImportRow; issues: ApiIssue[] };

/** A column's field as the page names it: a member field's label or a custom field's display name. */
export function targetLabel(target: ColumnTarget, program: ImportProgram, t: MemberImportMessages): string {
  const customName = customNameOf(target);
  if (customName === null) return t.fields[target] ?? target;
  const field = program.customFields.find((each) => each.name === customName);
  return field?.displayName || customName;
}

const displayValue = (value: unknown) =>
  value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);

function cellText(values: ImportRow, target: ColumnTarget) {
  const customName = customNameOf(target);
  return displayValue(customName === null ? values[target] : values.customFields?.[customName]);
}

type PreviewTableProps = {
  preview: PreviewRow[];
  mapping: ColumnTarget[];
  program: ImportProgram;
  t: MemberImportMessages;
  api: ApiMessages;
};

/** The first rows with the matched columns' values, and "Ready" or each problem in the page's language. */
export function PreviewTable({ preview, mapping, program, t, api }: PreviewTableProps) {
  const mapped = mapping.map((target, index) => ({ target, index })).filter(({ target }) => target);
  return (
    <ScrollRegion label={t.preview.caption(preview.length)}>
      <table className="table">
        <caption className="visually-hidden">{t.preview.caption(preview.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.preview.row}</th>
            {mapped.map(({ target, index }) => (
              <th scope="col" key={index}>
                {targetLabel(target, program, t)}
              </th>
            ))}
            <th scope="col">{t.preview.check}</th>
          </tr>
        </thead>
        <tbody>
          {preview.map(({ row, values, issues }) => (
            <tr key={row.rowNumber} data-row={row.rowNumber}>
              <th scope="row">{row.rowNumber}</th>
              {mapped.map(({ target, index }) => (
                <td key={index} className={styles.cell}>
                  {cellText(values, target)}
                </td>
              ))}
              <td className={styles.cell}>
                {issues.length === 0 ? (
                  <span className={styles.ready}>{t.preview.ok}</span>
                ) : (
                  <ul className={styles.problems}>
                    {issues.map((issue) => (
                      <li key={`${issue.type}:${issue.loc.join(".")}`}>
                        {rowIssueText(issue, program, t, api)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
