export const PROGRAMS_PAGE_SIZE = 20;

export type ProgramListQuery = { q: string; page: number };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Lenient on purpose: a hand-edited URL falls back to the first page instead of failing. */
export function parseProgramListQuery(params: SearchParams): ProgramListQuery {
  const q = (first(params.q) ?? "").trim().slice(0, 200);
  const page = Number.parseInt(first(params.page) ?? "", 10);
  return { q, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export function programListHref({ q, page }: ProgramListQuery): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/programs?${query}` : "/programs";
}
