import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { CardActions } from "@/components/giftcards/card-actions";
import { CardLedger } from "@/components/giftcards/card-ledger";
import styles from "@/components/giftcards/giftcards.module.css";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";
import { formatDate, formatMoney, formatStatus } from "@/components/i18n/format";
import { ButtonLink } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { getGiftCardOrThrow, giftCardWithLedgerOf } from "@/lib/services/giftcards/get-gift-card";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { actorNamesOf } from "@/lib/services/team/actor-names";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(GIFT_CARD_MESSAGES)).giftcards.title };
}

type CardPageProps = { params: Promise<{ programId: string; cardId: string }> };

const OBJECT_ID = /^[0-9a-f]{24}$/;

async function load(merchantId: string, programId: string, cardId: string) {
  if (!OBJECT_ID.test(programId) || !OBJECT_ID.test(cardId)) return null;
  try {
    const program = await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
    const card = await getGiftCardOrThrow({ merchantId, programId, cardId });
    const { card: dto, entries } = await giftCardWithLedgerOf(card);
    // Who did each entry: one read of the people named, one of the merchant's app keys.
    return { program, card: dto, entries, actorNames: await actorNamesOf({ merchantId, actors: entries }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function GiftCardPage({ params }: CardPageProps) {
  const { programId, cardId } = await params;
  const { merchant } = await requireMerchant(
    `/giftcards/${encodeURIComponent(programId)}/cards/${encodeURIComponent(cardId)}`,
  );
  const language = await getRequestLanguage();
  const messages = await getServerMessages(GIFT_CARD_MESSAGES);
  const text = messages.giftcards.card;
  if (!merchant) return <ChooseMerchant title={messages.giftcards.title} />;
  const loaded = await load(merchant.merchantId, programId, cardId);
  if (!loaded) notFound();
  const { card, entries, program, actorNames } = loaded;
  const orNone = (value: string | null) => value ?? messages.giftcards.none;

  return (
    <div className={styles.stack}>
      <PageHeader
        title={text.title(card.lastFourDigits)}
        description={program.name}
        actions={
          <ButtonLink href={`/giftcards?program=${programId}`} variant="secondary">
            {text.back}
          </ButtonLink>
        }
      />
      <section aria-labelledby="card-balance" className="card">
        <h2 id="card-balance" className={styles.sectionTitle}>
          {text.balance}
        </h2>
        <p className={styles.balance}>{formatMoney(card.balance, card.currency, language)}</p>
        <dl className={styles.facts}>
          <dt>{text.status}</dt>
          <dd>{formatStatus("giftCardStatuses", card.status, language)}</dd>
          <dt>{text.customer}</dt>
          <dd>
            {card.erasedAt ? (
              <em>{messages.giftcards.erased}</em>
            ) : (
              [card.customerName, card.customerEmail].filter(Boolean).join(" · ") || orNone(null)
            )}
          </dd>
          <dt>{text.issuedAt}</dt>
          <dd>
            <time dateTime={card.createdAt}>{formatDate(card.createdAt, language)}</time>
          </dd>
          <dt>{text.expires}</dt>
          <dd>
            <time dateTime={card.expiresAt}>{formatDate(card.expiresAt, language)}</time>
          </dd>
          <dt>{text.cardId}</dt>
          <dd>
            <CopyButton value={card.id} label={text.copyId} copiedText={text.copied} />
          </dd>
        </dl>
      </section>
      <CardActions
        card={{
          id: card.id,
          programId,
          lastFourDigits: card.lastFourDigits,
          currency: card.currency,
          isActive: card.status === "active",
          customerEmail: card.customerEmail,
          isErased: card.erasedAt !== null,
        }}
        retentionPeriodDays={program.retention_period_days}
      />
      <CardLedger
        entries={entries}
        currency={card.currency}
        messages={messages}
        language={language}
        actorNames={actorNames}
      />
    </div>
  );
}
