import Form from "next/form";
import Link from "next/link";
import type { ProgramListMessages } from "@/components/programs/list-i18n/messages";
import type { ProgramListQuery } from "@/components/programs/list-query";
import styles from "@/components/programs/program-list.module.css";
import { Button } from "@/components/ui/button";
import { PROGRAM_LIST_SORTS, PROGRAM_STATUSES } from "@/lib/schemas/program";

/**
 * A plain GET form: search, status and order live in the URL, so they can be shared, bookmarked, paged and
 * undone with Back. The selects change nothing until the form is sent (no surprise navigation by keyboard).
 */
export function ProgramSearch({
  query,
  messages,
}: {
  query: ProgramListQuery;
  messages: ProgramListMessages;
}) {
  const text = messages.toolbar;
  const isFiltered = Boolean(query.q || query.status);
  return (
    // Keyed by the URL's list state: uncontrolled fields keep their old value across client navigations
    // (Back, a header link) unless the form is created anew.
    <Form
      key={`${query.q}|${query.status}|${query.sort}`}
      action="/programs"
      role="search"
      aria-label={text.searchLabel}
    >
      <div className="toolbar">
        <label htmlFor="program-search" className="visually-hidden">
          {text.searchLabel}
        </label>
        <input
          id="program-search"
          className="input"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder={text.searchPlaceholder}
          maxLength={200}
        />
      </div>
      <div className={styles.filters}>
        <div>
          <label htmlFor="program-status">{text.status}</label>
          <select id="program-status" name="status" className="select" defaultValue={query.status}>
            <option value="">{text.allStatuses}</option>
            {PROGRAM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {messages.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="program-sort">{text.sort}</label>
          <select id="program-sort" name="sort" className="select" defaultValue={query.sort}>
            {PROGRAM_LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {messages.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {text.apply}
        </Button>
        {isFiltered && (
          <Link href="/programs" className="button button--ghost">
            {text.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}
