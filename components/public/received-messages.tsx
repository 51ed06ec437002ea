import { formatDateTimeInZone } from "@/components/i18n/format";
import type { Language } from "@/lib/i18n/language";
import type { ReceivedMessage } from "@/lib/services/wallet/pass-source";
import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";

/** The shop's newest messages to the member (issue 29), newest first; nothing when there are none. */
export function ReceivedMessages({
  messages,
  timeZone,
  t,
  language,
}: {
  messages: ReceivedMessage[];
  timeZone: string;
  t: PublicMessages["card"];
  language: Language;
}) {
  if (messages.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="messages-heading">
      <h2 id="messages-heading">{t.messages.heading}</h2>
      <ul className={styles.visits}>
        {messages.map((message) => (
          <li key={message.id} className={styles.visit} data-message={message.id}>
            <span className={styles.visitWhat}>{message.text}</span>
            <time className={`muted ${styles.visitWhen}`} dateTime={message.at.toISOString()}>
              {formatDateTimeInZone(message.at, language, timeZone)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
