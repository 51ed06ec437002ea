import { Fragment } from "react";
import styles from "@/components/giftcards/giftcards.module.css";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatCount, formatDateTime, formatList, formatStatus } from "@/components/i18n/format";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Language } from "@/lib/i18n/language";
import type { FullGdprRecordDto } from "@/lib/schemas/loyalty-gdpr";

type HistoryProps = { records: FullGdprRecordDto[]; messages: GiftCardMessages; language: Language };

/** The columns after the time, in order: what the table's cells and the phone's cards both show. */
const DETAIL_COLUMNS = ["kind", "status", "identifiedBy", "cards", "members", "role"] as const;

function cellsOf(record: FullGdprRecordDto, { messages, language }: Omit<HistoryProps, "records">) {
  const text = messages.gdpr;
  return {
    when: <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>,
    kind: text.kinds[record.kind] ?? record.kind,
    status: formatStatus("gdprStatuses", record.status, language),
    identifiedBy: formatList(
      record.identifiedBy.map((name) => formatStatus("identifiers", name, language)),
      language,
    ),
    cards: formatCount(record.affectedCards.length, language),
    members: formatCount(record.affectedMembers.length, language),
    role: formatStatus("roles", record.requestedBy.role, language),
  };
}

/**
 * Past requests from the audit trail (gift cards and members): who, when, how identified, outcome. No personal
 * data. A table at desktop widths, one card per request on a phone.
 */
export function HistoryTable({ records, messages, language }: HistoryProps) {
  const text = messages.gdpr;
  const columns = text.historyColumns;
  const rows = records.map((record) => ({ id: record.id, cells: cellsOf(record, { messages, language }) }));
  return (
    <section aria-labelledby="gdpr-history" className={styles.stack}>
      <h2 id="gdpr-history" className={styles.sectionTitle}>
        {text.history}
      </h2>
      {rows.length === 0 ? (
        <p>{text.noHistory}</p>
      ) : (
        <>
          <div className="only-desktop">
            <ScrollRegion label={text.history}>
              <table className="table">
                <caption className="visually-hidden">{text.history}</caption>
                <thead>
                  <tr>
                    <th scope="col">{columns.when}</th>
                    {DETAIL_COLUMNS.map((column) => (
                      <th scope="col" key={column}>
                        {columns[column]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ id, cells }) => (
                    <tr key={id} data-request-id={id}>
                      <th scope="row">{cells.when}</th>
                      {DETAIL_COLUMNS.map((column) => (
                        <td key={column}>{cells[column]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
          <ul className="program-cards only-phone" aria-label={text.history}>
            {rows.map(({ id, cells }) => (
              <li key={id} className="card program-card" data-request-id={id}>
                <h3>{cells.when}</h3>
                <dl>
                  {DETAIL_COLUMNS.map((column) => (
                    <Fragment key={column}>
                      <dt>{columns[column]}</dt>
                      <dd>{cells[column]}</dd>
                    </Fragment>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
