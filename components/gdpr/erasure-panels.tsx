import styles from "@/components/giftcards/giftcards.module.css";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatDateTime } from "@/components/i18n/format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { Language } from "@/lib/i18n/language";
import type { PersonErasureResult } from "@/lib/schemas/loyalty-gdpr";

type Text = GiftCardMessages["gdpr"];
export type AffectedCounts = { cards: number; members: number };

/** The dry run's answer: how many gift cards and members the erasure will touch, before anything changes. */
export function ErasureConfirmation({
  counts,
  isErasing,
  text,
  onConfirm,
  onCancel,
}: {
  counts: AffectedCounts;
  isErasing: boolean;
  text: Text;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Alert tone="warning" title={text.confirmTitle}>
      <p>{text.willAffect(counts.cards, counts.members)}</p>
      <div className="form-actions">
        <Button variant="danger" onClick={onConfirm} isBusy={isErasing} className={styles.wrappingButton}>
          {isErasing ? text.erasing : text.confirm(counts.cards, counts.members)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isErasing}>
          {text.cancel}
        </Button>
      </div>
    </Alert>
  );
}

/** The ids of what was erased, for the merchant's own records: folded away, since the counts say what matters. */
function IdList({ ids, summary }: { ids: string[]; summary: string }) {
  return (
    <details>
      <summary>{summary}</summary>
      <ul className={styles.idList}>
        {ids.map((id) => (
          <li key={id}>
            <code>{id}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What was done: the request id (for the audit trail), the time, and the cards and members affected. */
export function ErasureResultPanel({
  result,
  text,
  language,
  onAgain,
}: {
  result: PersonErasureResult;
  text: Text;
  language: Language;
  onAgain: () => void;
}) {
  return (
    <Alert tone="success" title={text.resultTitle}>
      <p>{text.resultSummary(result.affectedCards.length, result.affectedMembers.length)}</p>
      <dl className={styles.facts}>
        {result.requestId && (
          <>
            <dt>{text.requestId}</dt>
            <dd>
              <CopyButton value={result.requestId} label={text.copyRequestId} copiedText={text.copied} />
            </dd>
          </>
        )}
        <dt>{text.completedAt}</dt>
        <dd>
          <time dateTime={result.completedAt ?? undefined}>
            {result.completedAt ? formatDateTime(result.completedAt, language) : ""}
          </time>
        </dd>
        {result.affectedCards.length > 0 && (
          <>
            <dt>{text.affectedCards}</dt>
            <dd>
              <IdList ids={result.affectedCards} summary={text.showIds(result.affectedCards.length)} />
            </dd>
          </>
        )}
        {result.affectedMembers.length > 0 && (
          <>
            <dt>{text.affectedMembers}</dt>
            <dd>
              <IdList ids={result.affectedMembers} summary={text.showIds(result.affectedMembers.length)} />
            </dd>
          </>
        )}
      </dl>
      <div className="form-actions">
        <Button variant="secondary" onClick={onAgain}>
          {text.cancel}
        </Button>
      </div>
    </Alert>
  );
}
