import type { DashboardMessages } from "@/components/dashboard/i18n/messages";
import type { SchemaRow } from "@/components/docs/json-schema";
import { InlineText } from "@/components/docs/markdown-text";
import { ScrollRegion } from "@/components/ui/scroll-region";

export function TypeCell({ row }: { row: Pick<SchemaRow, "type" | "isNullable"> }) {
  return (
    <span className="type-label">
      {row.type}
      {row.isNullable ? " | null" : ""}
    </span>
  );
}

export function Constraints({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="constraints" aria-label="Constraints">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The fields of a request or response body, nested fields indented under their parent. */
type SchemaTableProps = { rows: SchemaRow[]; caption: string; t: DashboardMessages["docs"] };

export function SchemaTable({ rows, caption, t }: SchemaTableProps) {
  if (rows.length === 0) return <p className="muted">{t.noFields}</p>;
  return (
    <ScrollRegion label={caption}>
      <table className="table schema-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.fieldAndType}</th>
            <th scope="col">{t.requiredColumn}</th>
            <th scope="col">{t.constraints}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={row.depth > 0 ? "schema-table__nested" : undefined}>
                <div className="schema-table__name" style={{ marginLeft: `${row.depth}rem` }}>
                  <code>{row.name}</code>
                  <TypeCell row={row} />
                </div>
              </th>
              <td>{row.isRequired ? <span className="required-mark">{t.required}</span> : t.optional}</td>
              <td>
                {row.description && <InlineText text={row.description} />}
                <Constraints items={row.constraints} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
