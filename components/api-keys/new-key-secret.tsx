"use client";

import { useEffect, useId, useRef } from "react";
import styles from "@/components/api-keys/api-keys.module.css";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { CreatedAppKeyDto } from "@/lib/schemas/app-key";

/** The secret, this once: focus moves to its heading, a Copy button, and a warning that it will not come back. */
export function NewKeySecret({
  appKey,
  onDone,
  announce,
}: {
  appKey: CreatedAppKeyDto;
  onDone: () => void;
  announce: (message: string) => void;
}) {
  const t = useMessages(API_KEY_MESSAGES).secret;
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(appKey.token);
      announce(t.copied);
    } catch {
      (document.getElementById(`${id}-value`) as HTMLInputElement | null)?.select();
      announce(t.copyFailed);
    }
  };

  return (
    <section className={`card ${styles.secret}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t.title(appKey.name)}
      </h2>
      <Alert tone="warning">{t.warning}</Alert>
      <label htmlFor={`${id}-value`} className="field__label">
        {t.label}
      </label>
      <div className={styles.secretRow}>
        <input
          id={`${id}-value`}
          className={`input ${styles.secretValue}`}
          readOnly
          value={appKey.token}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {t.copy}
        </Button>
      </div>
      <div className="form-actions">
        <Button onClick={onDone}>{t.done}</Button>
      </div>
    </section>
  );
}
