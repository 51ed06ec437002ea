"use client";

import { formatStatus } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import styles from "@/components/offers/offers.module.css";
import { useTemplateMessages } from "@/components/templates/i18n/use-template-messages";
import { ActionMenu, type ActionMenuItem } from "@/components/ui/action-menu";
import type { OfferDto } from "@/lib/schemas/offer";

export type OfferAction = "publish" | "cancel" | "delete";

type OfferListProps = {
  programId: string;
  offers: OfferDto[];
  busyId: string | null;
  /** Publish runs at once; cancel and delete ask first (the manager's ConfirmDialog). */
  onAction: (offer: OfferDto, action: OfferAction) => void;
};

/** What can be done with an offer in its state, as one menu. */
function OfferMenu({
  programId,
  offer,
  busyId,
  onAction,
}: Omit<OfferListProps, "offers"> & { offer: OfferDto }) {
  const t = useTemplateMessages().offers;
  const isDraft = offer.status === "DRAFT";
  const isRunning = offer.status === "LIVE" || offer.status === "SCHEDULED";
  const items: ActionMenuItem[] = [
    ...(isDraft ? [{ key: "publish", label: t.publish, onSelect: () => onAction(offer, "publish") }] : []),
    { key: "images", label: t.images, href: `/programs/${programId}/offers/${offer.id}` },
    ...(isRunning
      ? [
          {
            key: "cancel",
            label: t.cancel,
            tone: "danger" as const,
            onSelect: () => onAction(offer, "cancel"),
          },
        ]
      : []),
    ...(isDraft
      ? [
          {
            key: "delete",
            label: t.remove,
            tone: "danger" as const,
            onSelect: () => onAction(offer, "delete"),
          },
        ]
      : []),
  ];
  return (
    <ActionMenu
      label={t.actions}
      accessibleLabel={t.actionsFor(offer.name)}
      items={items}
      isBusy={busyId === offer.id}
    />
  );
}

/** A program's offers: a table on wide screens, a list of cards on a phone; one action menu per offer. */
export function OfferList(props: OfferListProps) {
  const t = useTemplateMessages().offers;
  const { language } = useLanguageChoice();
  const status = (offer: OfferDto) => (
    <span className="badge">{formatStatus("offerStatuses", offer.status, language)}</span>
  );
  return (
    <div className={styles.offers}>
      <div className="table-wrap only-desktop">
        <table className="table">
          <caption className="visually-hidden">{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.pointsCost}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {props.offers.map((offer) => (
              <tr key={offer.id} data-offer={offer.name}>
                <th scope="row">{offer.name}</th>
                <td>{status(offer)}</td>
                <td>{offer.pointsCost ?? "—"}</td>
                <td>
                  <OfferMenu {...props} offer={offer} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="program-cards only-phone" aria-label={t.title}>
        {props.offers.map((offer) => (
          <li key={offer.id} className="card program-card" data-offer={offer.name}>
            <h2>{offer.name}</h2>
            <dl>
              <dt>{t.status}</dt>
              <dd>{status(offer)}</dd>
              <dt>{t.pointsCost}</dt>
              <dd>{offer.pointsCost ?? "—"}</dd>
            </dl>
            <div className="program-card__actions">
              <OfferMenu {...props} offer={offer} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
