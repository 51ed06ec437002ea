"use client";

import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { WebhookMessages } from "@/components/webhooks/i18n/messages";
import type { DeliveryDto } from "@/lib/schemas/webhook";
import styles from "./webhooks.module.css";

const formatTime = (iso: string) => iso.slice(0, 19).replace("T", " ");

/** An endpoint's delivery log: one row per delivery with its last answer, and "Redeliver". */
export function DeliveriesTable({
  deliveries,
  caption,
  messages,
  busyId,
  onRedeliver,
}: {
  deliveries: DeliveryDto[];
  caption: string;
  messages: WebhookMessages;
  busyId: string | null;
  onRedeliver: (delivery: DeliveryDto) => void;
}) {
  const text = messages.deliveries;
  if (deliveries.length === 0) return <p>{text.empty}</p>;
  return (
    <ScrollRegion label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.columns.event}</th>
            <th scope="col">{text.columns.status}</th>
            <th scope="col">{text.columns.code}</th>
            <th scope="col">{text.columns.duration}</th>
            <th scope="col">{text.columns.attempts}</th>
            <th scope="col">{text.columns.time}</th>
            <th scope="col">{text.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-delivery-id={delivery.id}>
              <th scope="row" className={styles.eventCell}>
                <code>{delivery.eventType}</code>
              </th>
              <td>{text.status[delivery.status]}</td>
              <td>{delivery.statusCode ?? text.none}</td>
              <td>{delivery.durationMs === null ? text.none : text.ms(delivery.durationMs)}</td>
              <td>{delivery.attempts}</td>
              <td>
                <time dateTime={delivery.createdAt}>{formatTime(delivery.createdAt)}</time>
              </td>
              <td>
                <Button
                  variant="secondary"
                  size="small"
                  isBusy={busyId === delivery.id}
                  onClick={() => onRedeliver(delivery)}
                  aria-label={`${text.redeliver}: ${delivery.eventType} ${formatTime(delivery.createdAt)}`}
                >
                  {text.redeliver}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
