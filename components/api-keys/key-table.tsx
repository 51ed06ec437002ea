"use client";

import styles from "@/components/api-keys/api-keys.module.css";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { formatDateTime } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";
import type { AppKeyDto } from "@/lib/schemas/app-key";

type KeyTableProps = { keys: AppKeyDto[]; onRevoke: (key: AppKeyDto) => void };

/**
 * Name, prefix, access, expiry and last use of each key, with Revoke; never a secret (the API has none to give).
 * A table on wide screens, a list of cards on a phone, so Revoke never scrolls out of sight.
 */
export function KeyTable({ keys, onRevoke }: KeyTableProps) {
  const t = useMessages(API_KEY_MESSAGES).list;
  const { language } = useLanguageChoice();
  const format = (iso: string) => formatDateTime(iso, language);
  if (keys.length === 0) return <p className="muted">{t.empty}</p>;
  const cellsOf = (key: AppKeyDto) => {
    const isExpired = Date.parse(key.expiresAt) <= Date.now();
    return {
      prefix: <code className={styles.prefix}>{key.prefix}…</code>,
      access: (
        <>
          {key.fullAccess ? t.full : t.readOnly}
          {key.allowedTemplates && (
            <>
              <br />
              <small className="muted">{t.limited(key.allowedTemplates.length)}</small>
            </>
          )}
        </>
      ),
      expires: isExpired ? <span className="badge">{t.expired}</span> : format(key.expiresAt),
      lastUsed: key.lastUsedAt ? format(key.lastUsedAt) : t.never,
      revoke: (
        <Button
          variant="secondary"
          size="small"
          aria-label={t.revokeLabel(key.name)}
          onClick={() => onRevoke(key)}
        >
          {t.revoke}
        </Button>
      ),
    };
  };
  return (
    <>
      <div className="table-wrap only-desktop">
        <table className="table">
          <caption className="visually-hidden">{t.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.prefix}</th>
              <th scope="col">{t.columns.access}</th>
              <th scope="col">{t.columns.expires}</th>
              <th scope="col">{t.columns.lastUsed}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const cells = cellsOf(key);
              return (
                <tr key={key.id} data-key={key.name}>
                  <th scope="row">{key.name}</th>
                  <td>{cells.prefix}</td>
                  <td>{cells.access}</td>
                  <td>{cells.expires}</td>
                  <td>{cells.lastUsed}</td>
                  <td>{cells.revoke}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="program-cards only-phone" aria-label={t.tableLabel}>
        {keys.map((key) => {
          const cells = cellsOf(key);
          return (
            <li key={key.id} className="card program-card" data-key={key.name}>
              <p className={styles.cardTitle}>{key.name}</p>
              <dl>
                <dt>{t.columns.prefix}</dt>
                <dd>{cells.prefix}</dd>
                <dt>{t.columns.access}</dt>
                <dd>{cells.access}</dd>
                <dt>{t.columns.expires}</dt>
                <dd>{cells.expires}</dd>
                <dt>{t.columns.lastUsed}</dt>
                <dd>{cells.lastUsed}</dd>
              </dl>
              <div className="program-card__actions">{cells.revoke}</div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
