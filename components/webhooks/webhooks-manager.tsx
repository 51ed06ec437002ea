"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { ApiResult } from "@/components/api/parse-api-error";
import { useMessages } from "@/components/i18n/language-context";
import { ActionMenu } from "@/components/ui/action-menu";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DeliveriesTable } from "@/components/webhooks/deliveries-table";
import { WEBHOOK_MESSAGES } from "@/components/webhooks/i18n/messages";
import { WebhookForm } from "@/components/webhooks/webhook-form";
import { webhooksApi } from "@/components/webhooks/webhooks-api";
import type { DeliveryDto, WebhookDto, WebhookWithSecretDto } from "@/lib/schemas/webhook";
import styles from "./webhooks.module.css";

/** Add endpoints, show a new secret once, and per endpoint: test, deliveries, redeliver, enable, delete. */
export function WebhooksManager({ initial }: { initial: WebhookDto[] }) {
  const messages = useMessages(WEBHOOK_MESSAGES);
  const id = useId();
  const [webhooks, setWebhooks] = useState(initial);
  const [created, setCreated] = useState<WebhookWithSecretDto | null>(null);
  const [notice, setNotice] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deliveries, setDeliveries] = useState<DeliveryDto[]>([]);
  const [confirming, setConfirming] = useState<WebhookDto | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // Counts deletions: the deleted endpoint took the menu that had focus, so the list's heading gets it.
  const [removals, setRemovals] = useState(0);

  useEffect(() => {
    // After the dialog's own cleanup, which would give focus back to the menu button that is gone.
    if (removals > 0) listHeadingRef.current?.focus();
  }, [removals]);

  useEffect(() => {
    if (created) secretRef.current?.focus();
  }, [created]);

  const failed = (outcome: ApiResult<unknown>) => {
    if (outcome.ok) return false;
    setProblem(
      outcome.problem.status === 401
        ? messages.errors.session
        : outcome.problem.status === 404
          ? messages.errors.notFound
          : messages.errors.generic,
    );
    return true;
  };

  async function run<T>(
    key: string,
    action: () => Promise<ApiResult<T>>,
    done: (data: T) => void | Promise<void>,
  ) {
    setBusy(key);
    setNotice("");
    setProblem("");
    const outcome = await action();
    if (!failed(outcome) && outcome.ok) await done(outcome.data);
    setBusy(null);
  }

  const loadDeliveries = async (webhookId: string) => {
    const outcome = await webhooksApi.deliveries(webhookId);
    if (!failed(outcome) && outcome.ok) setDeliveries(outcome.data.items);
  };

  const onCreated = (webhook: WebhookWithSecretDto) => {
    setCreated(webhook);
    setWebhooks((current) => [webhook, ...current]);
    setNotice(messages.notices.added);
  };

  const replace = (updated: WebhookDto) =>
    setWebhooks((current) => current.map((webhook) => (webhook.id === updated.id ? updated : webhook)));

  return (
    <div className={styles.stack}>
      <WebhookForm onCreated={onCreated} />
      {created && (
        <div ref={secretRef} tabIndex={-1} role="status" aria-labelledby={`${id}-secret-title`}>
          <Alert tone="warning">
            <p id={`${id}-secret-title`} className="alert__title">
              {messages.secret.title}
            </p>
            <div className={styles.secret}>
              <p>{messages.secret.body}</p>
              <label htmlFor={`${id}-secret`}>{messages.secret.label}</label>
              <input
                id={`${id}-secret`}
                className="input"
                readOnly
                value={created.secret}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div>
                <Button variant="secondary" size="small" onClick={() => setCreated(null)}>
                  {messages.secret.dismiss}
                </Button>
              </div>
            </div>
          </Alert>
        </div>
      )}
      <p className="form-status form-status--success" role="status">
        {notice}
      </p>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <section aria-labelledby={`${id}-list`} className={styles.stack}>
        <h2 id={`${id}-list`} ref={listHeadingRef} tabIndex={-1}>
          {messages.list.title}
        </h2>
        {webhooks.length === 0 ? (
          <p>{messages.list.empty}</p>
        ) : (
          <ul className={styles.list}>
            {webhooks.map((webhook) => {
              const isOpen = openId === webhook.id;
              const state = webhook.enabled
                ? messages.list.enabled
                : webhook.disabledReason === "failing"
                  ? messages.list.disabledFailing
                  : messages.list.disabled;
              return (
                <li key={webhook.id} className={`card ${styles.endpoint}`} data-webhook-id={webhook.id}>
                  <p className={styles.endpointUrl}>{webhook.url}</p>
                  {webhook.description && <p className={styles.meta}>{webhook.description}</p>}
                  <p className={styles.meta}>
                    <span className="badge">{state}</span> {messages.list.events}:{" "}
                    {webhook.events.map((type) => (
                      <code key={type}>{type} </code>
                    ))}
                  </p>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-expanded={isOpen}
                      aria-controls={`${id}-deliveries-${webhook.id}`}
                      isBusy={busy === `open:${webhook.id}`}
                      onClick={() => {
                        if (isOpen) return setOpenId(null);
                        return run(
                          `open:${webhook.id}`,
                          () => webhooksApi.deliveries(webhook.id),
                          (data) => {
                            setDeliveries(data.items);
                            setOpenId(webhook.id);
                          },
                        );
                      }}
                    >
                      {isOpen ? messages.list.hideDeliveries : messages.list.deliveries}
                    </Button>
                    <ActionMenu
                      label={messages.list.actions}
                      accessibleLabel={messages.list.actionsFor(webhook.url)}
                      isBusy={busy === `test:${webhook.id}` || busy === `toggle:${webhook.id}`}
                      items={[
                        {
                          key: "test",
                          label: messages.list.test,
                          onSelect: () =>
                            run(
                              `test:${webhook.id}`,
                              () => webhooksApi.test(webhook.id),
                              async () => {
                                setNotice(messages.notices.testQueued);
                                setOpenId(webhook.id);
                                await loadDeliveries(webhook.id);
                              },
                            ),
                        },
                        {
                          key: "toggle",
                          label: webhook.enabled ? messages.list.disable : messages.list.enable,
                          onSelect: () =>
                            run(
                              `toggle:${webhook.id}`,
                              () => webhooksApi.update(webhook.id, { enabled: !webhook.enabled }),
                              (data) => {
                                replace(data);
                                setNotice(
                                  data.enabled ? messages.notices.enabled : messages.notices.disabled,
                                );
                              },
                            ),
                        },
                        {
                          key: "delete",
                          label: messages.list.remove,
                          tone: "danger",
                          onSelect: () => setConfirming(webhook),
                        },
                      ]}
                    />
                  </div>
                  {isOpen && (
                    <div id={`${id}-deliveries-${webhook.id}`} className={styles.stack}>
                      <h3>{messages.deliveries.title(webhook.url)}</h3>
                      <div>
                        <Button
                          size="small"
                          variant="secondary"
                          isBusy={busy === `refresh:${webhook.id}`}
                          onClick={() =>
                            run(
                              `refresh:${webhook.id}`,
                              () => webhooksApi.deliveries(webhook.id),
                              (data) => {
                                setDeliveries(data.items);
                                setNotice(messages.notices.refreshed);
                              },
                            )
                          }
                        >
                          {messages.deliveries.refresh}
                        </Button>
                      </div>
                      <DeliveriesTable
                        deliveries={deliveries}
                        caption={messages.deliveries.title(webhook.url)}
                        messages={messages}
                        busyId={busy}
                        onRedeliver={(delivery) =>
                          run(
                            delivery.id,
                            () => webhooksApi.redeliver(webhook.id, delivery.id),
                            async () => {
                              setNotice(messages.notices.redelivered);
                              await loadDeliveries(webhook.id);
                            },
                          )
                        }
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title={messages.list.confirmRemove}
          confirmLabel={messages.list.confirm}
          cancelLabel={messages.list.cancel}
          isBusy={busy === `remove:${confirming.id}`}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            run(
              `remove:${confirming.id}`,
              () => webhooksApi.remove(confirming.id),
              () => {
                setWebhooks((current) => current.filter((item) => item.id !== confirming.id));
                setNotice(messages.notices.removed);
                setConfirming(null);
                setRemovals((count) => count + 1);
              },
            )
          }
        >
          <p className={styles.endpointUrl}>{confirming.url}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
