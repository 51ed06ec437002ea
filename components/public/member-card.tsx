import { formatCount, formatDateTimeInZone } from "@/components/i18n/format";
import { Alert } from "@/components/ui/alert";
import type { Language } from "@/lib/i18n/language";
import type { BarcodeImage } from "@/lib/qr/render-barcode";
import type { MemberCardView } from "@/lib/services/card-links/member-card";
import { CardCode } from "./card-code";
import { CardLogo } from "./card-logo";
import { CardProgress } from "./card-progress";
import { cardStyleOf } from "./card-style";
import type { PublicMessages } from "./i18n/messages";
import { pointWords } from "./point-words";
import styles from "./public.module.css";

type MemberCardProps = {
  card: MemberCardView;
  code: BarcodeImage;
  t: PublicMessages["card"];
  language: Language;
};

/**
 * The member's card in its pass's colours: program, holder, balance (a row of stamps on stamp cards), tier; then
 * the next reward, the code and the rewards available now.
 */
export function MemberCard({ card, code, t, language }: MemberCardProps) {
  const words = pointWords(card, t);
  const amount = (count: number) => t.amount(formatCount(count, language), words.of(count));
  const filled = Math.min(card.points, card.stampGoal);
  const marks = Array.from({ length: card.stampGoal }, (_, index) => ({
    position: index + 1,
    isFilled: index < filled,
  }));
  return (
    <>
      <section className={styles.card} style={cardStyleOf(card.colors)} aria-labelledby="card-title">
        <CardLogo logo={card.logo} alt={t.logoAlt(card.programName)} />
        <h1 id="card-title" className={styles.title}>
          {card.programName}
        </h1>
        {card.company && <p className={styles.by}>{card.company}</p>}
        <dl className={styles.facts}>
          {card.memberName && (
            <div>
              <dt>{t.memberLabel}</dt>
              <dd>{card.memberName}</dd>
            </div>
          )}
          <div>
            <dt>{t.balanceLabel}</dt>
            <dd data-balance={card.points}>{amount(card.points)}</dd>
          </div>
          {card.tier && (
            <div>
              <dt>{t.tier}</dt>
              <dd>{card.tier}</dd>
            </div>
          )}
          {card.pointsExpiring && (
            <div>
              <dt>{t.expiringLabel}</dt>
              <dd data-expiring={card.pointsExpiring.points}>
                {t.expiring(
                  amount(card.pointsExpiring.points),
                  formatDateTimeInZone(card.pointsExpiring.at, language, card.timeZone),
                )}
              </dd>
            </div>
          )}
        </dl>
        {card.isStampCard && (
          <>
            <p className="visually-hidden">
              {t.stampRow(formatCount(filled, language), formatCount(card.stampGoal, language), words.other)}
            </p>
            <ul className={styles.stamps} aria-hidden="true">
              {marks.map((mark) => (
                <li
                  key={mark.position}
                  className={mark.isFilled ? `${styles.stamp} ${styles.stampFilled}` : styles.stamp}
                />
              ))}
            </ul>
          </>
        )}
      </section>

      {card.isSuspended && <Alert tone="warning">{t.suspended}</Alert>}

      <CardProgress progress={card.progress} words={words} t={t} language={language} />

      <CardCode
        heading={t.code.heading}
        code={code}
        codeAlt={t.code.alt(card.memberNumber, code.format)}
        numberLabel={t.code.number}
        printedNumber={card.memberNumber}
        kind="member"
        number={card.memberNumber}
      />

      {!card.isSuspended && (
        <section className={styles.panel} aria-labelledby="offers-heading">
          <h2 id="offers-heading">{t.offers.heading}</h2>
          {card.offers.length === 0 ? (
            <p className={styles.prose}>{t.offers.none(words.other)}</p>
          ) : (
            <ul className={styles.offers}>
              {card.offers.map((offer) => (
                <li key={offer.id} className={styles.offer}>
                  <p className={styles.offerName}>{offer.name}</p>
                  {offer.description && <p className={styles.prose}>{offer.description}</p>}
                  <p className="muted">
                    {offer.pointsCost > 0 ? t.offers.cost(amount(offer.pointsCost)) : t.offers.free}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
