import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { WelcomeNotice } from "@/components/dashboard/welcome-notice";
import { OVERVIEW_MESSAGES } from "@/components/overview/i18n/messages";
import styles from "@/components/overview/overview.module.css";
import { GiftCardSection, LoyaltySection, PassSection } from "@/components/overview/overview-sections";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { OVERVIEW_LIMITS } from "@/lib/schemas/overview";
import { getOverview } from "@/lib/services/overview/get-overview";
import { listPrograms } from "@/lib/services/programs/list-programs";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(OVERVIEW_MESSAGES)).title };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the empty states lead: the first loyalty program's members page (members are imported there until join
 * links exist) and the first gift-card program's cards.
 */
async function nextStepsOf(merchantId: string) {
  const { items } = await listPrograms({
    merchantId,
    query: { q: null, status: null, sort: "name", page: 1, limit: 100, offset: null },
  });
  // An active program first; an archived one still has its members and cards.
  const first = (type: string) =>
    items.find((program) => program.programType === type && program.status !== "archived") ??
    items.find((program) => program.programType === type);
  const loyalty = first("loyalty");
  const giftCard = first("giftcard");
  return {
    programHref: loyalty ? `/programs/${loyalty.id}` : null,
    cardsHref: giftCard ? `/giftcards?program=${giftCard.id}` : null,
  };
}

export default async function OverviewPage({ searchParams }: Props) {
  const params = await searchParams;
  const { merchant } = await requireMerchant("/overview");
  const language = await getRequestLanguage();
  const messages = await getServerMessages(OVERVIEW_MESSAGES);
  if (!merchant) return <ChooseMerchant title={messages.title} />;

  const merchantId = merchant.merchantId;
  const days = OVERVIEW_LIMITS.defaultDays;
  const [overview, { programHref, cardsHref }] = await Promise.all([
    getOverview({ merchantId, days }),
    nextStepsOf(merchantId),
  ]);
  const { programs } = overview;
  const header = (
    <>
      <PageHeader title={messages.title} description={messages.lead(days)} />
      {params.welcome === "1" && <WelcomeNotice />}
    </>
  );

  if (programs.active + programs.archived === 0) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          title={messages.empty.title}
          action={
            <div className={styles.emptyActions}>
              <ButtonLink href="/programs/new">{messages.empty.loyalty}</ButtonLink>
              <ButtonLink href="/programs/new?type=giftcard" variant="secondary">
                {messages.empty.giftCard}
              </ButtonLink>
            </div>
          }
        >
          {messages.empty.body}
        </EmptyState>
      </div>
    );
  }

  const sectionProps = { overview, messages, language };
  return (
    <div className={styles.page}>
      {header}
      <p className={styles.programs}>
        <strong>{messages.programs.active(programs.active)}</strong>
        <span className="muted">
          {messages.programs.breakdown(programs.loyalty, programs.giftcard)}
          {programs.archived > 0 && ` · ${messages.programs.archived(programs.archived)}`}
        </span>
        <ButtonLink href="/programs" variant="ghost" size="small">
          {messages.programs.manage}
        </ButtonLink>
      </p>
      <LoyaltySection {...sectionProps} programHref={programHref} />
      <GiftCardSection {...sectionProps} cardsHref={cardsHref} />
      <PassSection {...sectionProps} />
    </div>
  );
}
