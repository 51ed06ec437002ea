import { programListHref } from "@/components/programs/list-query";
import { ButtonLink } from "@/components/ui/button";

type PaginationProps = { q: string; page: number; pageSize: number; total: number };

export function Pagination({ q, page, pageSize, total }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label="Pagination">
      <p className="muted">
        {first > last ? `Page ${page} of ${pageCount}` : `Showing ${first}–${last} of ${total}`}
      </p>
      {pageCount > 1 && (
        <div className="pagination__links">
          {page > 1 && (
            <ButtonLink
              href={programListHref({ q, page: Math.min(page - 1, pageCount) })}
              variant="secondary"
              size="small"
            >
              Previous page
            </ButtonLink>
          )}
          {page < pageCount && (
            <ButtonLink href={programListHref({ q, page: page + 1 })} variant="secondary" size="small">
              Next page
            </ButtonLink>
          )}
        </div>
      )}
    </nav>
  );
}
