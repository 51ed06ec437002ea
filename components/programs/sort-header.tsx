import Link from "next/link";
import type { ProgramListMessages } from "@/components/programs/list-i18n/messages";
import {
  ariaSortOf,
  columnSort,
  type ProgramListQuery,
  programListHref,
} from "@/components/programs/list-query";
import styles from "@/components/programs/program-list.module.css";

/**
 * A column header that sorts: `aria-sort` says the current order, the link (a real URL, so Back works) switches
 * it. Changing the order starts again at page 1.
 */
export function SortHeader({
  column,
  label,
  query,
  messages,
}: {
  column: "name" | "createdAt";
  label: string;
  query: ProgramListQuery;
  messages: ProgramListMessages;
}) {
  const current = ariaSortOf(column, query.sort);
  const next = columnSort(column, query.sort);
  const direction = next.startsWith("-") ? "descending" : "ascending";
  return (
    <th scope="col" aria-sort={current}>
      <Link
        className={styles.sortLink}
        href={programListHref({ ...query, sort: next, page: 1 })}
        aria-label={messages.sortBy(label, direction)}
      >
        {label}
        <span aria-hidden="true">{current === "ascending" ? "▲" : current === "descending" ? "▼" : "↕"}</span>
      </Link>
    </th>
  );
}
