"use client";

import { useId } from "react";
import { useMessagesPageMessages } from "./i18n/messages";
import styles from "./messages.module.css";

/**
 * What the holder will see: the lock-screen notification iOS shows when the pass updates (the back field's
 * `changeMessage` is `%@`, so the text itself, under the pass's name — decision 047) and the back of the pass
 * with the message field. Decorative copies of the text, so a screen reader hears it once, in the form.
 */
export function MessagePreview({ text, programName }: { text: string; programName: string }) {
  const t = useMessagesPageMessages().preview;
  const id = useId();
  const shown = text.trim() || t.placeholder;
  return (
    <section className={styles.preview} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <figure className={styles.figure}>
        <figcaption>{t.lockScreen}</figcaption>
        <div className={styles.lockScreen} data-preview="lock-screen">
          <div className={styles.notification}>
            <span className={styles.appIcon} aria-hidden="true" />
            <div className={styles.notificationBody}>
              <p className={styles.notificationHead}>
                <strong>{programName}</strong>
                <span>{t.now}</span>
              </p>
              <p className={styles.notificationText}>{shown}</p>
            </div>
          </div>
        </div>
      </figure>
      <figure className={styles.figure}>
        <figcaption>{t.passBack}</figcaption>
        <div className={styles.passBack} data-preview="pass-back">
          <p className={styles.passName}>{programName}</p>
          <p className={styles.fieldLabel}>{t.messageLabel}</p>
          <p className={styles.fieldValue}>{shown}</p>
        </div>
      </figure>
    </section>
  );
}
