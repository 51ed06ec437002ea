"use client";

import { useEffect, useId, useRef } from "react";
import { formatCount } from "@/components/i18n/format";
import type { MemberImportMessages } from "@/components/member-import/i18n/en";
import styles from "@/components/member-import/member-import.module.css";
import { Button } from "@/components/ui/button";
import type { Language } from "@/lib/i18n/language";

type ImportProgressProps = {
  sent: number;
  total: number;
  isCancelling: boolean;
  isRetrying: boolean;
  onCancel: () => void;
  t: MemberImportMessages;
  language: Language;
};

/** Announced in tenths, so a screen reader hears progress without a sentence per batch. */
const announcedShare = (sent: number, total: number) => (total === 0 ? 0 : Math.floor((sent / total) * 10));

/** Step 3: a progress bar, how many rows were sent (announced), and a way to stop between batches. */
export function ImportProgress({
  sent,
  total,
  isCancelling,
  isRetrying,
  onCancel,
  t,
  language,
}: ImportProgressProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that started the import is gone: keep the keyboard and the reader's place on this step.
  useEffect(() => heading.current?.focus(), []);
  const text = t.progress.done(formatCount(sent, language), formatCount(total, language));
  const announced = t.progress.done(
    formatCount(Math.min(total, Math.round((announcedShare(sent, total) / 10) * total)), language),
    formatCount(total, language),
  );
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t.progress.title}
      </h2>
      <progress
        id={`${id}-bar`}
        className={styles.progress}
        max={total}
        value={sent}
        aria-label={t.progress.label}
      >
        {text}
      </progress>
      <p aria-hidden="true">{text}</p>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      {(isCancelling || isRetrying) && (
        <p className="muted" role="status">
          {isCancelling ? t.progress.cancelling : t.progress.retrying}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={isCancelling}>
          {t.progress.cancel}
        </Button>
      </div>
    </section>
  );
}
