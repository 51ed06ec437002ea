"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { ApiResult } from "@/components/api/parse-api-error";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);

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
        <h2 id={`${id}-list`}>{messages.list.title}</h2>
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
                      isBusy={busy === `test:${webhook.id}`}
                      onClick={() =>
                        run(
                          `test:${webhook.id}`,
                          () => webhooksApi.test(webhook.id),
                          async () => {
                            setNotice(messages.notices.testQueued);
                            setOpenId(webhook.id);
                            await loadDeliveries(webhook.id);
                          },
                        )
                      }
                    >
                      {messages.list.test}
                    </Button>
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
                    <Button
                      size="small"
                      variant="secondary"
                      isBusy={busy === `toggle:${webhook.id}`}
                      onClick={() =>
                        run(
                          `toggle:${webhook.id}`,
                          () => webhooksApi.update(webhook.id, { enabled: !webhook.enabled }),
                          (data) => {
                            replace(data);
                            setNotice(data.enabled ? messages.notices.enabled : messages.notices.disabled);
                          },
                        )
                      }
                    >
                      {webhook.enabled ? messages.list.disable : messages.list.enable}
                    </Button>
                    {confirmingId === webhook.id ? (
                      <fieldset
                        aria-label={messages.list.confirmRemove}
                        className={`${styles.actions} ${styles.confirm}`}
                      >
                        <span>{messages.list.confirmRemove}</span>
                        <Button
                          size="small"
                          variant="danger"
                          autoFocus
                          isBusy={busy === `remove:${webhook.id}`}
                          onClick={() =>
                            run(
                              `remove:${webhook.id}`,
                              () => webhooksApi.remove(webhook.id),
                              () => {
                                setWebhooks((current) => current.filter((item) => item.id !== webhook.id));
                                setConfirmingId(null);
                                setNotice(messages.notices.removed);
                              },
                            )
                          }
                        >
                          {messages.list.confirm}
                        </Button>
                        <Button size="small" variant="ghost" onClick={() => setConfirmingId(null)}>
                          {messages.list.cancel}
                        </Button>
                      </fieldset>
                    ) : (
                      <Button size="small" variant="danger" onClick={() => setConfirmingId(webhook.id)}>
                        {messages.list.remove}
                      </Button>
                    )}
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
    </div>
  );
}
