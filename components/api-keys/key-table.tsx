"use client";

import styles from "@/components/api-keys/api-keys.module.css";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { formatDateTime } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { AppKeyDto } from "@/lib/schemas/app-key";

/** Name, prefix, access, expiry and last use of each key, with Revoke; never a secret (the API has none to give). */
export function KeyTable({ keys, onRevoke }: { keys: AppKeyDto[]; onRevoke: (key: AppKeyDto) => void }) {
  const t = useMessages(API_KEY_MESSAGES).list;
  const { language } = useLanguageChoice();
  const format = (iso: string) => formatDateTime(iso, language);
  if (keys.length === 0) return <p className="muted">{t.empty}</p>;
  return (
    <ScrollRegion label={t.tableLabel}>
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
            const isExpired = Date.parse(key.expiresAt) <= Date.now();
            return (
              <tr key={key.id}>
                <th scope="row">{key.name}</th>
                <td>
                  <code className={styles.prefix}>{key.prefix}…</code>
                </td>
                <td>
                  {key.fullAccess ? t.full : t.readOnly}
                  {key.allowedTemplates && (
                    <>
                      <br />
                      <small className="muted">{t.limited(key.allowedTemplates.length)}</small>
                    </>
                  )}
                </td>
                <td>{isExpired ? <span className="badge">{t.expired}</span> : format(key.expiresAt)}</td>
                <td>{key.lastUsedAt ? format(key.lastUsedAt) : t.never}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t.revokeLabel(key.name)}
                    onClick={() => onRevoke(key)}
                  >
                    {t.revoke}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
