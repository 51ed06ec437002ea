"use client";

import { useId } from "react";
import type { components } from "@/components/api/v2";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import type { ScannerOffer } from "@/components/scanner/redeemable-offers";
import { Button } from "@/components/ui/button";
import { displayNameOf } from "@/lib/members/display-name";
import styles from "./scanner.module.css";

type Props = {
  member: components["schemas"]["Member"];
  /** The offers this member can redeem now; null when they could not be loaded. */
  offers: ScannerOffer[] | null;
  pointName: string | null;
  /** The offer whose redemption is on its way; every button waits meanwhile, so a double tap cannot redeem twice. */
  redeeming: string | null;
  onRedeem: (offer: ScannerOffer) => void;
  onScanNext: () => void;
  t: ScannerMessages;
};

/** Who was scanned, their balance after the credit, and their offers with one button each. */
export function ScanResult({ member, offers, pointName, redeeming, onRedeem, onScanNext, t }: Props) {
  const id = useId();
  const name = displayNameOf(member, t.result.unnamed);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel} data-member={member.memberNumber}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.result.title}: {name}
      </h2>
      <dl className={styles.facts}>
        <dt>{t.result.number}</dt>
        <dd className={styles.code}>{member.memberNumber}</dd>
        <dt>{t.result.balance}</dt>
        <dd data-testid="scanner-balance">{t.result.points(member.points, pointName)}</dd>
        {member.tier && (
          <>
            <dt>{t.result.tier}</dt>
            <dd>{member.tier}</dd>
          </>
        )}
      </dl>
      <h3 className={styles.subTitle}>{t.result.offers}</h3>
      {offers === null ? (
        <p>{t.result.offersFailed}</p>
      ) : offers.length === 0 ? (
        <p>{t.result.noOffers}</p>
      ) : (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <li key={offer.id} className={styles.offer}>
              <span>
                <strong>{offer.name}</strong>{" "}
                <span className="muted">{t.result.cost(offer.pointsCost ?? 0, pointName)}</span>
              </span>
              <Button
                size="small"
                aria-label={t.result.redeemLabel(offer.name)}
                isBusy={redeeming === offer.id}
                disabled={redeeming !== null}
                onClick={() => onRedeem(offer)}
              >
                {t.result.redeem}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <Button onClick={onScanNext}>{t.result.scanNext}</Button>
      </div>
    </section>
  );
}
