import Form from "next/form";
import Link from "next/link";
import type { MemberMessages } from "@/components/members/i18n/messages";
import { type MemberListQuery, memberListHref } from "@/components/members/list-query";
import styles from "@/components/members/members.module.css";
import { Button } from "@/components/ui/button";
import { MEMBER_SORTS, MEMBER_STATUSES } from "@/lib/schemas/member";

/** A plain GET form: the search and status live in the URL, so they can be shared, paged and undone with Back. */
export function MemberSearch({
  programId,
  query,
  messages,
}: {
  programId: string;
  query: MemberListQuery;
  messages: MemberMessages;
}) {
  const text = messages.list;
  const isFiltered = Boolean(query.q || query.status);
  return (
    // Keyed by the URL's state: uncontrolled fields would keep an old value across client navigations.
    <Form
      key={`${query.q}|${query.status}|${query.sort}`}
      action={`/programs/${programId}/members`}
      role="search"
      aria-label={text.searchLabel}
      className={styles.search}
    >
      <div className={styles.searchField}>
        <label htmlFor="member-search">{text.searchLabel}</label>
        <input
          id="member-search"
          className="input"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder={text.searchPlaceholder}
          aria-describedby="member-search-hint"
          maxLength={320}
          autoComplete="off"
        />
        <p id="member-search-hint" className="muted">
          {text.searchHint}
        </p>
      </div>
      <div className={styles.filters}>
        <div>
          <label htmlFor="member-status">{text.status}</label>
          <select id="member-status" name="status" className="select" defaultValue={query.status}>
            <option value="">{text.allStatuses}</option>
            {MEMBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {messages.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="member-sort">{messages.sort.label}</label>
          <select id="member-sort" name="sort" className="select" defaultValue={query.sort}>
            {MEMBER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {messages.sort.options[sort]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {text.apply}
        </Button>
        {isFiltered && (
          <Link href={memberListHref(programId, {})} className="button button--ghost">
            {text.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}
