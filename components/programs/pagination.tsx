import type { ProgramListMessages } from "@/components/programs/list-i18n/messages";
import { type ProgramListQuery, programListHref } from "@/components/programs/list-query";
import { ButtonLink } from "@/components/ui/button";

type PaginationProps = {
  query: ProgramListQuery;
  pageSize: number;
  total: number;
  messages: ProgramListMessages;
};

export function Pagination({ query, pageSize, total, messages }: PaginationProps) {
  const text = messages.pagination;
  const { page } = query;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label={text.label}>
      <p className="muted">
        {first > last ? text.pageOf(page, pageCount) : text.showing(first, last, total)}
      </p>
      {pageCount > 1 && (
        <div className="pagination__links">
          {page > 1 && (
            <ButtonLink
              href={programListHref({ ...query, page: Math.min(page - 1, pageCount) })}
              variant="secondary"
              size="small"
            >
              {text.previous}
            </ButtonLink>
          )}
          {page < pageCount && (
            <ButtonLink href={programListHref({ ...query, page: page + 1 })} variant="secondary" size="small">
              {text.next}
            </ButtonLink>
          )}
        </div>
      )}
    </nav>
  );
}
