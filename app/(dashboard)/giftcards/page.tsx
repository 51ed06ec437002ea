import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { firstParam } from "@/components/dashboard/dashboard-merchant";
import { linkedMerchantQuestion } from "@/components/dashboard/linked-merchant";
import { LinkedMerchantPrompt } from "@/components/dashboard/linked-merchant-prompt";
import { CardTable } from "@/components/giftcards/card-table";
import styles from "@/components/giftcards/giftcards.module.css";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";
import { IssueCardForm } from "@/components/giftcards/issue-card-form";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { ArrivalNotice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { giftCardNumberOf } from "@/lib/giftcards/card-number";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listGiftCardsQuerySchema } from "@/lib/schemas/giftcard";
import { listGiftCardPrograms } from "@/lib/services/giftcards/list-gift-card-programs";
import { listGiftCards } from "@/lib/services/giftcards/list-gift-cards";
import { lookUpGiftCard } from "@/lib/services/giftcards/look-up-gift-card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(GIFT_CARD_MESSAGES)).giftcards.title };
}

const PAGE_SIZE = 25;

/**
 * The search box: the full card number (spaces and dashes between groups allowed) opens that card, in whichever
 * program; four digits are the card number's end, anything with an @ the customer's e-mail.
 */
function cardSearchOf(query: string | undefined) {
  const text = query?.trim().slice(0, 320);
  if (!text) return null;
  const cardNumber = giftCardNumberOf(text);
  if (cardNumber) return { text, cardNumber, filter: {}, isInvalid: false };
  if (/^\d{4}$/.test(text)) return { text, filter: { lastFourDigits: text }, isInvalid: false };
  const email = listGiftCardsQuerySchema.shape.customerEmail.safeParse(text);
  if (text.includes("@") && email.success) return { text, filter: { customerEmail: text }, isInvalid: false };
  return { text, filter: {}, isInvalid: true };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function GiftCardsPage({ searchParams }: Props) {
  const params = await searchParams;
  const linked = firstParam(params.merchant);
  const { user, merchant } = await requireMerchant(
    linked ? `/giftcards?merchant=${encodeURIComponent(linked)}` : "/giftcards",
  );
  const language = await getRequestLanguage();
  const messages = await getServerMessages(GIFT_CARD_MESSAGES);
  const text = messages.giftcards;
  const header = <PageHeader title={text.title} description={text.lead} />;
  const question = await linkedMerchantQuestion({ user, current: merchant, pathname: "/giftcards", params });
  if (question) {
    return (
      <>
        {header}
        <LinkedMerchantPrompt {...question} />
      </>
    );
  }
  if (!merchant) return <ChooseMerchant title={text.title} />;

  const programs = await listGiftCardPrograms({ merchantId: merchant.merchantId });
  const selected = programs.find((program) => program.id === firstParam(params.program)) ?? programs[0];
  const offset = Math.max(0, Number.parseInt(firstParam(params.offset) ?? "0", 10) || 0);
  const search = cardSearchOf(firstParam(params.q));
  const cardNumber = search && "cardNumber" in search ? search.cardNumber : null;
  if (cardNumber) {
    const card = await lookUpGiftCard({ merchantId: merchant.merchantId, cardNumber }).catch((error) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    if (card) redirect(`/giftcards/${String(card.programId)}/cards/${String(card._id)}`);
  }
  const page =
    selected && !search?.isInvalid && !cardNumber
      ? await listGiftCards({
          merchantId: merchant.merchantId,
          programId: selected.id,
          query: listGiftCardsQuerySchema.parse({ limit: PAGE_SIZE, offset, ...search?.filter }),
        })
      : null;
  const deleted = firstParam(params.deleted);
  const pageHref = (extra: string) =>
    `/giftcards?program=${selected?.id}${search ? `&q=${encodeURIComponent(search.text)}` : ""}${extra}`;

  return (
    <div className={styles.stack}>
      {header}
      {deleted && /^\d{4}$/.test(deleted) && (
        <ArrivalNotice text={text.card.delete.done(deleted)} queryParams={["deleted"]} />
      )}
      {!selected ? (
        <EmptyState
          title={text.programs}
          action={<ButtonLink href="/programs/new?type=giftcard">{text.createProgram}</ButtonLink>}
        >
          {text.noPrograms}
        </EmptyState>
      ) : (
        <>
          <nav aria-label={text.programs}>
            <ul className={styles.programList}>
              {programs.map((program) => (
                <li key={program.id}>
                  <Link
                    href={`/giftcards?program=${program.id}`}
                    aria-current={program.id === selected.id ? "page" : undefined}
                  >
                    {program.name}
                  </Link>{" "}
                  <small className="muted">({text.retention(program.retentionPeriodDays)})</small>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="cards-title" className={styles.stack}>
            <h2 id="cards-title" className={styles.sectionTitle}>
              {search ? text.search.results(search.text) : text.cardsOf(selected.name)}
            </h2>
            <search>
              <form method="get" action="/giftcards" className={styles.searchForm}>
                <input type="hidden" name="program" value={selected.id} />
                <Field
                  id="card-search"
                  label={text.search.label}
                  hint={text.search.hint}
                  error={search?.isInvalid ? text.search.invalid : undefined}
                >
                  {(control) => (
                    <input
                      {...control}
                      name="q"
                      type="search"
                      className="input"
                      defaultValue={search?.text ?? ""}
                    />
                  )}
                </Field>
                <Button type="submit" variant="secondary">
                  {text.search.submit}
                </Button>
                {search && (
                  <ButtonLink href={`/giftcards?program=${selected.id}`} variant="ghost">
                    {text.search.clear}
                  </ButtonLink>
                )}
              </form>
            </search>
            {cardNumber ? (
              <p>{text.search.none(search?.text ?? cardNumber)}</p>
            ) : !page ? null : page.items.length === 0 ? (
              <p>{search ? text.search.none(search.text) : text.noCards}</p>
            ) : (
              <CardTable
                cards={page.items}
                caption={text.cardsOf(selected.name)}
                messages={messages}
                language={language}
              />
            )}
            <div className="form-actions">
              {offset > 0 && (
                <ButtonLink href={pageHref("")} variant="secondary">
                  {text.newest}
                </ButtonLink>
              )}
              {page && page.nextOffset !== null && (
                <ButtonLink href={pageHref(`&offset=${page.nextOffset}`)} variant="secondary">
                  {text.older}
                </ButtonLink>
              )}
            </div>
          </section>
          <IssueCardForm programId={selected.id} />
        </>
      )}
    </div>
  );
}
