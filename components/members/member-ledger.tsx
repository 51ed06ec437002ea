import { formatCount, formatDateTimeInZone } from "@/components/i18n/format";
import type { MemberMessages } from "@/components/members/i18n/messages";
import { ledgerEntryText } from "@/components/members/ledger-entry-text";
import styles from "@/components/members/members.module.css";
import { actorLabel } from "@/components/team/actor-label";
import { ButtonLink } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Language } from "@/lib/i18n/language";
import type { PointsEntryDto } from "@/lib/schemas/member";
import { LIST_PAGE_MAX } from "@/lib/schemas/program";
import type { Page } from "@/lib/services/members/paging";
import type { ActorNames } from "@/lib/services/team/actor-names";

export const LEDGER_PAGE_SIZE = 20;

/** `?ledger=<page>` of the member's page; lenient like the lists (a hand-edited URL shows page 1). */
export function ledgerPageOf(params: Record<string, string | string[] | undefined>): number {
  const raw = Array.isArray(params.ledger) ? params.ledger[0] : params.ledger;
  const page = Number.parseInt(raw ?? "", 10);
  return Number.isSafeInteger(page) && page >= 1 && page <= LIST_PAGE_MAX ? page : 1;
}

type LedgerProps = {
  programId: string;
  memberId: string;
  page: Page<PointsEntryDto>;
  messages: MemberMessages;
  language: Language;
  /** The program's zone (UTC when it has none): the times shown, each named with its zone. */
  timeZone: string;
  /** Offer names by id, for "Redeemed: Free coffee". */
  offerNames: ReadonlyMap<string, string>;
  /** The page's people and app keys by id (`actorNamesOf`), for the "By" column. */
  actorNames: ActorNames;
};

const signed = (points: number, language: Language) =>
  points > 0 ? `+${formatCount(points, language)}` : `−${formatCount(-points, language)}`;

/** The member's points history, newest first, a page at a time (`?ledger=2`…), in the program's time zone. */
export function MemberLedger({
  programId,
  memberId,
  page,
  messages,
  language,
  timeZone,
  offerNames,
  actorNames,
}: LedgerProps) {
  const text = messages.ledger;
  const href = (to: number) => `/programs/${programId}/members/${memberId}${to > 1 ? `?ledger=${to}` : ""}`;
  return (
    <section className="form-section" aria-labelledby="member-ledger">
      <h2 id="member-ledger" className={styles.sectionTitle}>
        {text.title}
      </h2>
      {page.items.length === 0 ? (
        <p className="muted">{text.empty}</p>
      ) : (
        <ScrollRegion label={text.caption}>
          <table className="table">
            <caption className="visually-hidden">{text.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.columns.date}</th>
                <th scope="col">{text.columns.points}</th>
                <th scope="col">{text.columns.balance}</th>
                <th scope="col">{text.columns.what}</th>
                <th scope="col">{text.columns.by}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((entry) => (
                <tr key={entry.id} data-entry={entry.sequence}>
                  <td className="nowrap">
                    <time dateTime={entry.createdAt}>
                      {formatDateTimeInZone(entry.createdAt, language, timeZone)}
                    </time>
                  </td>
                  <td
                    className={[styles.number, entry.points > 0 && styles.credit].filter(Boolean).join(" ")}
                  >
                    {signed(entry.points, language)}
                  </td>
                  <td className={styles.number}>{formatCount(entry.balanceAfter, language)}</td>
                  <td>{ledgerEntryText(entry, offerNames, text.what)}</td>
                  <td data-actor>{actorLabel(entry, actorNames, text.actor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {(page.page > 1 || page.hasMore) && (
        <nav className="pagination" aria-label={text.pagination}>
          <p className="muted">{messages.list.pagination.page(page.page)}</p>
          <div className="pagination__links">
            {page.page > 1 && (
              <ButtonLink href={href(page.page - 1)} variant="secondary" size="small" scroll={false}>
                {messages.list.pagination.previous}
              </ButtonLink>
            )}
            {page.hasMore && (
              <ButtonLink href={href(page.page + 1)} variant="secondary" size="small" scroll={false}>
                {messages.list.pagination.next}
              </ButtonLink>
            )}
          </div>
        </nav>
      )}
    </section>
  );
}
