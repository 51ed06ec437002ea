"use client";

import { useId } from "react";
import { formatDate, formatMoney, formatStatus } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { RedeemAmountForm } from "@/components/scanner/gift-card-forms";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import type { GiftCardScannerProgram } from "@/components/scanner/scanner-program";
import type { GiftCard } from "@/components/scanner/use-gift-card-session";
import { Button } from "@/components/ui/button";
import styles from "./scanner.module.css";

type Props = {
  card: GiftCard;
  programs: GiftCardScannerProgram[];
  isRedeeming: boolean;
  onRedeem: (amount: string, securityCode?: string) => Promise<boolean>;
  onScanNext: () => void;
  t: ScannerMessages;
};

/** The card read: its program, number, status and balance, and the amount to redeem while it is active. */
export function GiftCardResult({ card, programs, isRedeeming, onRedeem, onScanNext, t }: Props) {
  const id = useId();
  const { language } = useLanguageChoice();
  const text = t.giftCards.result;
  const program = programs.find((candidate) => candidate.id === card.programId);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel} data-card={card.cardNumber}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {text.title(card.lastFourDigits)}
      </h2>
      <dl className={styles.facts}>
        {program && (
          <>
            <dt>{text.program}</dt>
            <dd>{program.name}</dd>
          </>
        )}
        <dt>{text.number}</dt>
        <dd className={styles.code}>{card.cardNumber}</dd>
        <dt>{text.status}</dt>
        <dd data-testid="scanner-giftcard-status">
          {formatStatus("giftCardStatuses", card.status, language)}
        </dd>
        <dt>{text.balance}</dt>
        <dd data-testid="scanner-giftcard-balance">{formatMoney(card.balance, card.currency, language)}</dd>
        <dt>{text.validUntil}</dt>
        <dd>{formatDate(card.expiresAt, language)}</dd>
      </dl>
      {card.status === "active" ? (
        <RedeemAmountForm
          currency={card.currency}
          asksSecurityCode={Boolean(program?.requiresSecurityCode)}
          isBusy={isRedeeming}
          onRedeem={onRedeem}
          t={t}
        />
      ) : (
        <p>{text.cannotRedeem}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={onScanNext} disabled={isRedeeming}>
          {t.result.scanNext}
        </Button>
      </div>
    </section>
  );
}
