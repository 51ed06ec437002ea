import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatDateTime, formatMoney } from "@/components/i18n/format";
import { actorLabel } from "@/components/team/actor-label";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Language } from "@/lib/i18n/language";
import type { LedgerEntryDto } from "@/lib/schemas/giftcard";
import type { ActorNames } from "@/lib/services/team/actor-names";
import styles from "./giftcards.module.css";

/** A card's transactions, newest first: a list that reads the same at 375 px as at 1280. */
export function CardLedger({
  entries,
  currency,
  messages,
  language,
  actorNames,
}: {
  entries: LedgerEntryDto[];
  currency: string;
  messages: GiftCardMessages;
  language: Language;
  /** The entries' people and app keys by id (`actorNamesOf`), for the "By" column. */
  actorNames: ActorNames;
}) {
  const text = messages.giftcards.card;
  const money = (value: string) => formatMoney(value, currency, language);
  return (
    <section aria-labelledby="card-ledger" className={styles.stack}>
      <h2 id="card-ledger" className={styles.sectionTitle}>
        {text.ledger}
      </h2>
      {entries.length === 0 ? (
        <p>{text.noLedger}</p>
      ) : (
        // A phone scrolls the five columns inside their frame, not the page (the amount field stays in view).
        <ScrollRegion label={text.ledger}>
          <table className="table">
            <caption className="visually-hidden">{text.ledger}</caption>
            <thead>
              <tr>
                <th scope="col">{text.ledgerColumns.kind}</th>
                <th scope="col">{text.ledgerColumns.amount}</th>
                <th scope="col">{text.ledgerColumns.balance}</th>
                <th scope="col">{text.ledgerColumns.when}</th>
                <th scope="col">{text.ledgerColumns.by}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.sequence} data-entry={entry.sequence}>
                  <th scope="row">{text.kinds[entry.kind] ?? entry.kind}</th>
                  <td>{money(entry.amount)}</td>
                  <td>{money(entry.balanceAfter)}</td>
                  <td>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
                  </td>
                  <td data-actor>{actorLabel(entry, actorNames, text.actor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
