import styles from "@/components/giftcards/giftcards.module.css";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatDateTime } from "@/components/i18n/format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Language } from "@/lib/i18n/language";
import type { ErasureResult } from "@/lib/schemas/gdpr";

type Text = GiftCardMessages["gdpr"];

/** The dry run's answer: how many cards the erasure will touch, before anything changes. */
export function ErasureConfirmation({
  count,
  isErasing,
  text,
  onConfirm,
  onCancel,
}: {
  count: number;
  isErasing: boolean;
  text: Text;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Alert tone="warning" title={text.confirmTitle}>
      <p>{text.willAffect(count)}</p>
      <div className="form-actions">
        <Button variant="danger" onClick={onConfirm} isBusy={isErasing}>
          {isErasing ? text.erasing : text.confirm(count)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isErasing}>
          {text.cancel}
        </Button>
      </div>
    </Alert>
  );
}

/** What was done: the request id (for the audit trail), the time and the cards affected. */
export function ErasureResultPanel({
  result,
  text,
  language,
  onAgain,
}: {
  result: ErasureResult;
  text: Text;
  language: Language;
  onAgain: () => void;
}) {
  return (
    <Alert tone="success" title={text.resultTitle}>
      <p>{text.resultSummary(result.affectedCards.length)}</p>
      <dl className={styles.facts}>
        <dt>{text.requestId}</dt>
        <dd>
          <code>{result.requestId}</code>
        </dd>
        <dt>{text.completedAt}</dt>
        <dd>
          <time dateTime={result.completedAt ?? undefined}>
            {result.completedAt ? formatDateTime(result.completedAt, language) : ""}
          </time>
        </dd>
        <dt>{text.affectedCards}</dt>
        <dd>
          <ul className={styles.idList}>
            {result.affectedCards.map((cardId) => (
              <li key={cardId}>
                <code>{cardId}</code>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <div className="form-actions">
        <Button variant="secondary" onClick={onAgain}>
          {text.cancel}
        </Button>
      </div>
    </Alert>
  );
}
