import styles from "@/components/giftcards/giftcards.module.css";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatCount, formatDateTime, formatList, formatStatus } from "@/components/i18n/format";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Language } from "@/lib/i18n/language";
import type { FullGdprRecordDto } from "@/lib/schemas/loyalty-gdpr";

/** Past requests from the audit trail (gift cards and members): who, when, how identified, outcome. No personal data. */
type HistoryProps = { records: FullGdprRecordDto[]; messages: GiftCardMessages; language: Language };

export function HistoryTable({ records, messages, language }: HistoryProps) {
  const text = messages.gdpr;
  const columns = text.historyColumns;
  return (
    <section aria-labelledby="gdpr-history" className={styles.stack}>
      <h2 id="gdpr-history" className={styles.sectionTitle}>
        {text.history}
      </h2>
      {records.length === 0 ? (
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
                    <th scope="col">{columns.kind}</th>
                    <th scope="col">{columns.status}</th>
                    <th scope="col">{columns.identifiedBy}</th>
                    <th scope="col">{columns.cards}</th>
                    <th scope="col">{columns.members}</th>
                    <th scope="col">{columns.role}</th>
                  </tr>
                </thead>
                <tbody>
                  {records.map((record) => (
                    <tr key={record.id} data-request-id={record.id}>
                      <th scope="row">
                        <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>
                      </th>
                      <td>{text.kinds[record.kind] ?? record.kind}</td>
                      <td>{formatStatus("gdprStatuses", record.status, language)}</td>
                      <td>
                        {formatList(
                          record.identifiedBy.map((name) => formatStatus("identifiers", name, language)),
                          language,
                        )}
                      </td>
                      <td>{formatCount(record.affectedCards.length, language)}</td>
                      <td>{formatCount(record.affectedMembers.length, language)}</td>
                      <td>{formatStatus("roles", record.requestedBy.role, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
          <HistoryCards records={records} messages={messages} language={language} />
        </>
      )}
    </section>
  );
}

/** The phone layout: one card per request, headed by its time. */
function HistoryCards({ records, messages, language }: HistoryProps) {
  const text = messages.gdpr;
  const columns = text.historyColumns;
  return (
    <ul className="program-cards only-phone" aria-label={text.history}>
      {records.map((record) => (
        <li key={record.id} className="card program-card" data-request-id={record.id}>
          <h3>
            <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>
          </h3>
          <dl>
            <dt>{columns.kind}</dt>
            <dd>{text.kinds[record.kind] ?? record.kind}</dd>
            <dt>{columns.status}</dt>
            <dd>{formatStatus("gdprStatuses", record.status, language)}</dd>
            <dt>{columns.identifiedBy}</dt>
            <dd>
              {formatList(
                record.identifiedBy.map((name) => formatStatus("identifiers", name, language)),
                language,
              )}
            </dd>
            <dt>{columns.cards}</dt>
            <dd>{formatCount(record.affectedCards.length, language)}</dd>
            <dt>{columns.members}</dt>
            <dd>{formatCount(record.affectedMembers.length, language)}</dd>
            <dt>{columns.role}</dt>
            <dd>{formatStatus("roles", record.requestedBy.role, language)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
