import type { PagingQuery } from "@/lib/schemas/member";

export type Page<T> = {
  items: T[];
  page: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  nextOffset: number | null;
};

/**
 * One page from batches read newest first (buckets, or one batch): `offset` (else `(page - 1) × limit`)
 * matching rows are skipped, `limit` taken, and one more looked for to answer `hasMore` — never a total.
 * `toItems` turns the page's rows into answers at once (e.g. one ledger read per bucket).
 */
export async function pageOf<Row, Item>({
  query,
  source,
  matches = () => true,
  toItems,
}: {
  query: PagingQuery;
  source: AsyncIterable<Row[]> | Iterable<Row[]>;
  matches?: (row: Row) => boolean;
  toItems: (rows: Row[]) => Promise<Item[]> | Item[];
}): Promise<Page<Item>> {
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const rows: Row[] = [];
  let skipped = 0;
  let hasMore = false;
  outer: for await (const batch of source) {
    for (const row of batch) {
      if (!matches(row)) continue;
      if (skipped < offset) {
        skipped++;
        continue;
      }
      if (rows.length === query.limit) {
        hasMore = true;
        break outer;
      }
      rows.push(row);
    }
  }
  return {
    items: await toItems(rows),
    page: query.page,
    limit: query.limit,
    offset,
    hasMore,
    nextOffset: hasMore ? offset + rows.length : null,
  };
}
