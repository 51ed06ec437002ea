"use client";

import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { WebhookMessages } from "@/components/webhooks/i18n/messages";
import type { DeliveryDto } from "@/lib/schemas/webhook";
import styles from "./webhooks.module.css";

const formatTime = (iso: string) => iso.slice(0, 19).replace("T", " ");

type DeliveriesProps = {
  deliveries: DeliveryDto[];
  caption: string;
  messages: WebhookMessages;
  busyId: string | null;
  onRedeliver: (delivery: DeliveryDto) => void;
};

/** The columns between the event and the action, in order: what the table's cells and the phone's cards show. */
const DETAIL_COLUMNS = ["status", "code", "duration", "attempts", "time"] as const;

function cellsOf(
  delivery: DeliveryDto,
  { messages, busyId, onRedeliver }: Omit<DeliveriesProps, "deliveries">,
) {
  const text = messages.deliveries;
  return {
    event: <code>{delivery.eventType}</code>,
    status: text.status[delivery.status],
    code: delivery.statusCode ?? text.none,
    duration: delivery.durationMs === null ? text.none : text.ms(delivery.durationMs),
    attempts: delivery.attempts,
    time: <time dateTime={delivery.createdAt}>{formatTime(delivery.createdAt)}</time>,
    redeliver: (
      <Button
        variant="secondary"
        size="small"
        isBusy={busyId === delivery.id}
        onClick={() => onRedeliver(delivery)}
        aria-label={`${text.redeliver}: ${delivery.eventType} ${formatTime(delivery.createdAt)}`}
      >
        {text.redeliver}
      </Button>
    ),
  };
}

/** An endpoint's delivery log, each with its last answer and "Redeliver": a table at desktop widths, cards on a phone. */
export function DeliveriesTable({ deliveries, ...shared }: DeliveriesProps) {
  const { caption, messages } = shared;
  const text = messages.deliveries;
  if (deliveries.length === 0) return <p>{text.empty}</p>;
  const rows = deliveries.map((delivery) => ({ id: delivery.id, cells: cellsOf(delivery, shared) }));
  return (
    <>
      <div className="only-desktop">
        <ScrollRegion label={caption}>
          <table className="table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.columns.event}</th>
                {DETAIL_COLUMNS.map((column) => (
                  <th scope="col" key={column}>
                    {text.columns[column]}
                  </th>
                ))}
                <th scope="col">{text.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, cells }) => (
                <tr key={id} data-delivery-id={id}>
                  <th scope="row" className={styles.eventCell}>
                    {cells.event}
                  </th>
                  {DETAIL_COLUMNS.map((column) => (
                    <td key={column}>{cells[column]}</td>
                  ))}
                  <td>{cells.redeliver}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <ul className="program-cards only-phone" aria-label={caption}>
        {rows.map(({ id, cells }) => (
          <li key={id} className="card program-card" data-delivery-id={id}>
            <h4 className={styles.eventCell}>{cells.event}</h4>
            <dl>
              {DETAIL_COLUMNS.map((column) => (
                <Fragment key={column}>
                  <dt>{text.columns[column]}</dt>
                  <dd>{cells[column]}</dd>
                </Fragment>
              ))}
            </dl>
            <div className="program-card__actions">{cells.redeliver}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
