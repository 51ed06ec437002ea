import type { ReactNode } from "react";
import { formatDate } from "@/components/i18n/format";
import type { OverviewMessages } from "@/components/overview/i18n/messages";
import styles from "@/components/overview/overview.module.css";
import { Sparkline } from "@/components/overview/sparkline";
import type { Language } from "@/lib/i18n/language";

/** A day-by-day series as the tile draws and tabulates it: the numbers, and each one as the page writes it. */
export type TileSeries = { dates: string[]; values: number[]; texts: string[] };

type MetricTileProps = {
  id: string;
  title: string;
  value: string;
  /** The change on the window before, or what the number is made of. */
  detail?: ReactNode;
  hint?: string;
  series?: TileSeries;
  /** What to do next, for a number that is still zero. */
  action?: ReactNode;
  messages: OverviewMessages;
  language: Language;
};

/** The peak day, for the chart's name: "highest: 12 on 3 Mar 2026". */
function chartLabel(title: string, series: TileSeries, messages: OverviewMessages, language: Language) {
  const text = messages.chart;
  const peak = series.values.reduce(
    (best, value, index) => (value > (series.values[best] ?? 0) ? index : best),
    0,
  );
  const summary =
    (series.values[peak] ?? 0) > 0
      ? text.peak(series.texts[peak] ?? "", formatDate(series.dates[peak] ?? "", language))
      : text.flat;
  return `${text.label(title, series.dates.length)}; ${summary}`;
}

/** The window's days, newest first, in a table behind a disclosure: what the chart shows, for everyone. */
function SeriesTable({
  title,
  series,
  messages,
  language,
}: { title: string; series: TileSeries } & Pick<MetricTileProps, "messages" | "language">) {
  const text = messages.chart;
  const rows = series.dates.map((date, index) => ({ date, text: series.texts[index] ?? "" })).reverse();
  return (
    <details className={styles.numbers}>
      <summary>
        {text.show}
        <span className="visually-hidden"> {text.showFor(title)}</span>
      </summary>
      <table className={`table ${styles.numbersTable}`}>
        <caption className="visually-hidden">{text.caption(title)}</caption>
        <thead>
          <tr>
            <th scope="col">{text.day}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.date}>
              <th scope="row">
                {formatDate(row.date, language)}
                {index === 0 && <span className="muted"> ({text.today})</span>}
              </th>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** One number of the overview: its value, its change, a 30-day chart and the table behind it. */
export function MetricTile({
  id,
  title,
  value,
  detail,
  hint,
  series,
  action,
  messages,
  language,
}: MetricTileProps) {
  return (
    <article className={styles.tile} aria-labelledby={id} data-metric={id}>
      <h3 id={id} className={styles.tileTitle}>
        {title}
      </h3>
      <p className={styles.value}>{value}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {series && <Sparkline values={series.values} label={chartLabel(title, series, messages, language)} />}
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
      {series && <SeriesTable title={title} series={series} messages={messages} language={language} />}
    </article>
  );
}
