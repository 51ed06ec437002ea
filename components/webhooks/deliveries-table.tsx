"use client";

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

/** An endpoint's delivery log: a table at desktop widths, a list of cards on a phone. */
export function DeliveriesTable(props: DeliveriesProps) {
  if (props.deliveries.length === 0) return <p>{props.messages.deliveries.empty}</p>;
  return (
    <>
      <div className="only-desktop">
        <DeliveryRows {...props} />
      </div>
      <DeliveryCards {...props} />
    </>
  );
}

function RedeliverButton({
  delivery,
  messages,
  busyId,
  onRedeliver,
}: DeliveriesProps & { delivery: DeliveryDto }) {
  const text = messages.deliveries;
  return (
    <Button
      variant="secondary"
      size="small"
      isBusy={busyId === delivery.id}
      onClick={() => onRedeliver(delivery)}
      aria-label={`${text.redeliver}: ${delivery.eventType} ${formatTime(delivery.createdAt)}`}
    >
      {text.redeliver}
    </Button>
  );
}

function DeliveryRows(props: DeliveriesProps) {
  const { deliveries, caption, messages } = props;
  const text = messages.deliveries;
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
                <RedeliverButton {...props} delivery={delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The phone layout: one card per delivery, headed by its event, with "Redeliver" at its foot. */
function DeliveryCards(props: DeliveriesProps) {
  const { deliveries, caption, messages } = props;
  const text = messages.deliveries;
  return (
    <ul className="program-cards only-phone" aria-label={caption}>
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="card program-card" data-delivery-id={delivery.id}>
          <h4 className={styles.eventCell}>
            <code>{delivery.eventType}</code>
          </h4>
          <dl>
            <dt>{text.columns.status}</dt>
            <dd>{text.status[delivery.status]}</dd>
            <dt>{text.columns.code}</dt>
            <dd>{delivery.statusCode ?? text.none}</dd>
            <dt>{text.columns.duration}</dt>
            <dd>{delivery.durationMs === null ? text.none : text.ms(delivery.durationMs)}</dd>
            <dt>{text.columns.attempts}</dt>
            <dd>{delivery.attempts}</dd>
            <dt>{text.columns.time}</dt>
            <dd>
              <time dateTime={delivery.createdAt}>{formatTime(delivery.createdAt)}</time>
            </dd>
          </dl>
          <div className="program-card__actions">
            <RedeliverButton {...props} delivery={delivery} />
          </div>
        </li>
      ))}
    </ul>
  );
}
