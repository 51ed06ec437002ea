import { formatCount, formatDateTimeInZone } from "@/components/i18n/format";
import type { Language } from "@/lib/i18n/language";
import { ledgerEntryText } from "@/lib/members/ledger-entry-text";
import type { RecentVisits as Visits } from "@/lib/services/card-links/recent-visits";
import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";

type RecentVisitsProps = {
  visits: Visits;
  timeZone: string;
  words: { of: (count: number) => string };
  t: PublicMessages["card"];
  language: Language;
};

/** The member's newest ledger entries: what happened (the points history's words), the points, and when. */
export function RecentVisits({ visits, timeZone, words, t, language }: RecentVisitsProps) {
  const signed = (points: number) =>
    `${points < 0 ? "−" : "+"}${t.amount(formatCount(Math.abs(points), language), words.of(Math.abs(points)))}`;
  return (
    <section className={styles.panel} aria-labelledby="visits-heading">
      <h2 id="visits-heading">{t.visits.heading}</h2>
      {visits.entries.length === 0 ? (
        <p className={styles.prose}>{t.visits.none}</p>
      ) : (
        <ul className={styles.visits}>
          {visits.entries.map((entry) => (
            <li key={entry.id} className={styles.visit}>
              <span className={styles.visitWhat}>
                {ledgerEntryText(entry, visits.offerNames, t.visits.what)}
              </span>
              <span className={styles.visitPoints}>{signed(entry.points)}</span>
              <time className={`muted ${styles.visitWhen}`} dateTime={entry.at.toISOString()}>
                {formatDateTimeInZone(entry.at, language, timeZone)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
