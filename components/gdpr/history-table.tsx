import styles from "@/components/giftcards/giftcards.module.css";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatCount, formatDateTime, formatList, formatStatus } from "@/components/i18n/format";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Language } from "@/lib/i18n/language";
import type { FullGdprRecordDto } from "@/lib/schemas/loyalty-gdpr";

/** Past requests from the audit trail (gift cards and members): who, when, how identified, outcome. No personal data. */
export function HistoryTable({
  records,
  messages,
  language,
}: {
  records: FullGdprRecordDto[];
  messages: GiftCardMessages;
  language: Language;
}) {
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
      )}
    </section>
  );
}
