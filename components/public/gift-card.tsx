import { formatDate, formatMoney } from "@/components/i18n/format";
import { Alert } from "@/components/ui/alert";
import type { Language } from "@/lib/i18n/language";
import type { BarcodeImage } from "@/lib/qr/render-barcode";
import type { GiftCardView } from "@/lib/services/card-links/gift-card-view";
import { CardCode } from "./card-code";
import { CardLogo } from "./card-logo";
import { cardStyleOf } from "./card-style";
import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";

/** "4829103746251938" → "4829 1037 4625 1938": easier to read out or type at the counter. */
const groupedNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

type GiftCardProps = {
  card: GiftCardView;
  code: BarcodeImage;
  t: PublicMessages["giftCard"];
  logoAlt: string;
  language: Language;
};

/**
 * The gift card as its holder sees it: program, balance in the card's currency, how long it is valid, and the
 * card number as the program's barcode for the counter, and the security code the counter may ask for (decision
 * 046). A voided card shows neither: the counter could not take it anyway, and its wallet pass has none either.
 */
export function GiftCard({ card, code, t, logoAlt, language }: GiftCardProps) {
  const note = t.status[card.status];
  const isExpired = card.status === "expired";
  const expiresAt = card.expiresAt.toISOString();
  return (
    <>
      <section className={styles.card} style={cardStyleOf(card.colors)} aria-labelledby="card-title">
        <CardLogo logo={card.logo} alt={logoAlt} />
        <h1 id="card-title" className={styles.title}>
          {card.programName}
        </h1>
        {card.company && <p className={styles.by}>{card.company}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t.balanceLabel}</dt>
            <dd className={styles.amount} data-balance={card.balance}>
              {formatMoney(card.balance, card.currency, language)}
            </dd>
          </div>
          <div>
            <dt>{isExpired ? t.expiredOn : t.validUntil}</dt>
            <dd>
              <time dateTime={expiresAt}>{formatDate(expiresAt, language)}</time>
            </dd>
          </div>
          {card.securityCode && card.status !== "voided" && (
            <div>
              <dt>{t.securityCode.label}</dt>
              <dd data-security-code={card.securityCode}>{card.securityCode}</dd>
            </div>
          )}
        </dl>
        {card.securityCode && card.status !== "voided" && <p className={styles.by}>{t.securityCode.hint}</p>}
      </section>

      {note && <Alert tone={card.status === "depleted" ? "info" : "warning"}>{note}</Alert>}

      {card.status !== "voided" && (
        <CardCode
          heading={t.code.heading}
          code={code}
          codeAlt={t.code.alt(card.cardNumber, code.format)}
          numberLabel={t.code.number}
          printedNumber={groupedNumber(card.cardNumber)}
          kind="card"
          number={card.cardNumber}
        />
      )}
    </>
  );
}
