import { formatCount, formatMoney } from "@/components/i18n/format";
import type { OverviewMessages } from "@/components/overview/i18n/messages";
import { MetricTile, type TileSeries } from "@/components/overview/metric-tile";
import styles from "@/components/overview/overview.module.css";
import { ButtonLink } from "@/components/ui/button";
import type { Language } from "@/lib/i18n/language";
import { formatMinorUnits, toMinorUnits } from "@/lib/money/minor-units";
import { DEFAULT_CURRENCY } from "@/lib/schemas/giftcard";
import type { CountSeries, MoneySeries, OverviewDto } from "@/lib/schemas/overview";

type SectionProps = {
  overview: OverviewDto;
  messages: OverviewMessages;
  language: Language;
};

/** "Up 12 from the previous 30 days", in whatever unit `format` writes. */
function changeOf(current: number, previous: number, format: (value: number) => string, props: SectionProps) {
  const { change } = props.messages;
  const difference = current - previous;
  if (difference === 0) return change.same(props.overview.days);
  const text = format(Math.abs(difference));
  return difference > 0 ? change.more(text, props.overview.days) : change.fewer(text, props.overview.days);
}

function countTile(metric: keyof OverviewDto["metrics"], props: SectionProps, extra: { hint?: string } = {}) {
  const { overview, messages, language } = props;
  const series: CountSeries = overview.metrics[metric];
  const count = (value: number) => formatCount(value, language);
  const chart: TileSeries = { dates: overview.dates, values: series.daily, texts: series.daily.map(count) };
  return (
    <MetricTile
      key={metric}
      id={`metric-${metric}`}
      title={messages.metrics[metric]}
      value={count(series.total)}
      detail={changeOf(series.total, series.previous, count, props)}
      hint={extra.hint}
      series={chart}
      messages={messages}
      language={language}
    />
  );
}

function moneyTile(
  key: "sold" | "redeemed",
  currency: string,
  series: MoneySeries,
  props: SectionProps,
  isOnlyCurrency: boolean,
) {
  const { overview, messages, language } = props;
  const money = (cents: number) => formatMoney(formatMinorUnits(cents), currency, language);
  const cents = toMinorUnits;
  const daily = series.daily.map(cents);
  const title = isOnlyCurrency ? messages.metrics[key] : messages.currency(messages.metrics[key], currency);
  return (
    <MetricTile
      key={`${key}-${currency}`}
      id={`metric-${key}-${currency}`}
      title={title}
      value={money(cents(series.total))}
      detail={changeOf(cents(series.total), cents(series.previous), money, props)}
      hint={key === "sold" ? messages.hints.sold : undefined}
      series={{ dates: overview.dates, values: daily, texts: daily.map(money) }}
      messages={messages}
      language={language}
    />
  );
}

/** Members (with what to do while there are none), scans, points and offers. */
export function LoyaltySection(props: SectionProps & { programHref: string | null }) {
  const { overview, messages, language, programHref } = props;
  const text = messages.members;
  const newMembers = overview.metrics.newMembers;
  return (
    <section aria-labelledby="overview-loyalty" className={styles.section}>
      <h2 id="overview-loyalty" className={styles.sectionTitle}>
        {messages.sections.loyalty}
      </h2>
      {!programHref ? (
        <div className={styles.emptyNote}>
          <p>{messages.loyalty.none}</p>
          <ButtonLink href="/programs/new" variant="secondary">
            {messages.empty.loyalty}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.grid}>
          <MetricTile
            id="metric-members"
            title={text.title}
            value={formatCount(overview.members.total, language)}
            detail={text.newSince(overview.members.newLast7Days, newMembers.total, overview.days)}
            hint={overview.members.total === 0 ? text.none : undefined}
            action={
              overview.members.total === 0 && (
                <>
                  <ButtonLink href={`${programHref}#join-link`} variant="secondary" size="small">
                    {text.shareJoinLink}
                  </ButtonLink>
                  <ButtonLink href={`${programHref}/members/import`} variant="secondary" size="small">
                    {text.add}
                  </ButtonLink>
                </>
              )
            }
            series={{
              dates: overview.dates,
              values: newMembers.daily,
              texts: newMembers.daily.map((value) => formatCount(value, language)),
            }}
            messages={messages}
            language={language}
          />
          {countTile("scans", props)}
          {countTile("pointsGiven", props, { hint: messages.hints.pointsGiven })}
          {countTile("offersRedeemed", props)}
        </div>
      )}
    </section>
  );
}

/** Cards sold, value sold and redeemed, and what the cards still hold, per currency. */
export function GiftCardSection(props: SectionProps & { cardsHref: string | null }) {
  const { overview, messages, language, cardsHref } = props;
  const isOnlyCurrency = overview.giftCardMoney.length <= 1;
  const hasNoCards = overview.giftCardMoney.length === 0;
  return (
    <section aria-labelledby="overview-giftcards" className={styles.section}>
      <h2 id="overview-giftcards" className={styles.sectionTitle}>
        {messages.sections.giftCards}
      </h2>
      {!cardsHref ? (
        <div className={styles.emptyNote}>
          <p>{messages.giftCards.none}</p>
          <ButtonLink href="/programs/new?type=giftcard" variant="secondary">
            {messages.empty.giftCard}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.grid}>
          {countTile("cardsSold", props)}
          {hasNoCards && (
            <MetricTile
              id="metric-outstanding"
              title={messages.metrics.outstanding}
              value={formatMoney(0, DEFAULT_CURRENCY, language)}
              hint={messages.giftCards.noCards}
              action={
                <ButtonLink href={cardsHref} variant="secondary" size="small">
                  {messages.giftCards.issue}
                </ButtonLink>
              }
              messages={messages}
              language={language}
            />
          )}
          {overview.giftCardMoney.flatMap((money) => [
            moneyTile("sold", money.currency, money.sold, props, isOnlyCurrency),
            moneyTile("redeemed", money.currency, money.redeemed, props, isOnlyCurrency),
            <MetricTile
              key={`outstanding-${money.currency}`}
              id={`metric-outstanding-${money.currency}`}
              title={
                isOnlyCurrency
                  ? messages.metrics.outstanding
                  : messages.currency(messages.metrics.outstanding, money.currency)
              }
              value={formatMoney(money.outstanding, money.currency, language)}
              hint={messages.hints.outstanding}
              messages={messages}
              language={language}
            />,
          ])}
        </div>
      )}
    </section>
  );
}

/** Passes added to and removed from wallets (counted once the wallets report them). */
export function PassSection(props: SectionProps) {
  const { messages } = props;
  return (
    <section aria-labelledby="overview-passes" className={styles.section}>
      <h2 id="overview-passes" className={styles.sectionTitle}>
        {messages.sections.passes}
      </h2>
      <p className={styles.sectionHint}>{messages.hints.passes}</p>
      <div className={styles.grid}>
        {countTile("passesInstalled", props)}
        {countTile("passesRemoved", props)}
      </div>
    </section>
  );
}
