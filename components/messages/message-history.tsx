"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useTransition } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { problemText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { formatCount, formatDateTime } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import type { MessageDto, MessageStats } from "@/lib/schemas/message";
import { useMessagesPageMessages } from "./i18n/messages";
import styles from "./messages.module.css";

/** While a message is on its way its stats grow: the page reads them again this often. */
const REFRESH_MS = 4_000;

const STAT_ORDER: (keyof MessageStats)[] = [
  "audience",
  "applePasses",
  "applePushesSent",
  "applePassesFetched",
  "googleObjectsMessaged",
  "googleObjectsNotified",
  "googleOverNotificationBudget",
  "failures",
  "appleDevicesGone",
  "excludedByDailyLimit",
];

const isUnderway = (message: MessageDto, now: number) =>
  message.status === "sending" ||
  (message.status === "scheduled" && (!message.sendAt || Date.parse(message.sendAt) <= now));

/**
 * The program's messages, newest first and paged, each with its status and what reached the phones; a scheduled
 * one can be cancelled (asked first). While one is being sent the page refreshes itself, so the stats grow.
 */
export function MessageHistory({
  programId,
  messages,
  page,
  hasMore,
}: {
  programId: string;
  messages: MessageDto[];
  page: number;
  hasMore: boolean;
}) {
  const t = useMessagesPageMessages().history;
  const all = useMessagesPageMessages();
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const id = useId();
  const router = useRouter();
  const [isRefreshing, startTransition] = useTransition();
  const { notice, show } = useNotice();
  const [asking, setAsking] = useState<MessageDto | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const hasUnderway = messages.some((message) => isUnderway(message, Date.now()));

  useEffect(() => {
    if (!hasUnderway) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [hasUnderway, router]);

  const cancel = async (message: MessageDto) => {
    setIsBusy(true);
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/messages/{messageId}/cancel", {
        params: { path: { programId, messageId: message.id } },
      }),
    );
    setIsBusy(false);
    setAsking(null);
    if (result.ok) show("success", all.notices.cancelled);
    else show("error", problemText(result.problem, api, all.codes));
    startTransition(() => router.refresh());
  };

  const at = (value: string) => formatDateTime(value, language);
  const hrefOf = (target: number) => `/programs/${programId}/messages${target > 1 ? `?page=${target}` : ""}`;

  return (
    <section className={styles.historySection} aria-labelledby={`${id}-heading`}>
      <div className={styles.messageHead}>
        <h2 id={`${id}-heading`}>{t.heading}</h2>
        <Button variant="secondary" size="small" onClick={() => startTransition(() => router.refresh())}>
          {t.refresh}
        </Button>
      </div>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      {messages.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ol className={styles.history}>
          {messages.map((message) => (
            <li key={message.id} className="card" data-message={message.id}>
              <div className={styles.messageHead}>
                <p>
                  <span className="badge">{t.statuses[message.status]}</span>{" "}
                  <span className="badge">{t.kinds[message.kind]}</span>
                </p>
                {message.status === "scheduled" && (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t.cancelLabel(message.text)}
                    onClick={() => setAsking(message)}
                  >
                    {t.cancel}
                  </Button>
                )}
              </div>
              <p className={styles.messageText}>{message.text}</p>
              <p className="muted">
                {t.created}: {at(message.createdAt)}
                {message.status === "scheduled" &&
                  message.sendAt &&
                  ` · ${t.scheduledFor}: ${at(message.sendAt)}`}
                {message.sentAt && ` · ${t.sentAt}: ${at(message.sentAt)}`}
                {message.cancelledAt && ` · ${t.cancelledAt}: ${at(message.cancelledAt)}`}
              </p>
              {message.status !== "cancelled" && message.status !== "scheduled" && (
                <>
                  <h3 className={styles.statsHeading}>{t.stats.heading}</h3>
                  <dl className={styles.stats}>
                    {STAT_ORDER.map((key) => (
                      <div key={key} data-stat={key}>
                        <dt>{t.stats[key]}</dt>
                        <dd>{formatCount(message.stats[key], language)}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {(page > 1 || hasMore) && (
        <nav className="pagination" aria-label={t.heading}>
          <p className="muted">{t.page(page)}</p>
          <div className="pagination__links">
            {page > 1 && (
              <ButtonLink href={hrefOf(page - 1)} variant="secondary" size="small">
                {t.newer}
              </ButtonLink>
            )}
            {hasMore && (
              <ButtonLink href={hrefOf(page + 1)} variant="secondary" size="small">
                {t.older}
              </ButtonLink>
            )}
          </div>
        </nav>
      )}
      {asking && (
        <ConfirmDialog
          title={t.cancelDialog.title}
          confirmLabel={t.cancelDialog.confirm}
          cancelLabel={t.cancelDialog.keep}
          isBusy={isBusy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void cancel(asking)}
        >
          <p>{t.cancelDialog.body}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
