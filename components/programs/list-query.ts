import {
  DEFAULT_PROGRAM_LIST_SORT,
  PROGRAM_LIST_SORTS,
  PROGRAM_STATUSES,
  type ProgramListSort,
  type ProgramStatus,
} from "@/lib/schemas/program";

export const PROGRAMS_PAGE_SIZE = 20;

/** The list's state, all of it in the URL so that links, reloads and Back show the same list. */
export type ProgramListQuery = { q: string; page: number; sort: ProgramListSort; status: ProgramStatus | "" };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((each) => each === value);

/** Lenient on purpose: a hand-edited URL falls back to the defaults instead of failing. */
export function parseProgramListQuery(params: SearchParams): ProgramListQuery {
  const q = (first(params.q) ?? "").trim().slice(0, 200);
  const page = Number.parseInt(first(params.page) ?? "", 10);
  return {
    q,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sort: oneOf(PROGRAM_LIST_SORTS, first(params.sort)) ?? DEFAULT_PROGRAM_LIST_SORT,
    status: oneOf(PROGRAM_STATUSES, first(params.status)) ?? "",
  };
}

export function programListHref({
  q = "",
  page = 1,
  sort = DEFAULT_PROGRAM_LIST_SORT,
  status = "",
}: Partial<ProgramListQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (sort !== DEFAULT_PROGRAM_LIST_SORT) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/programs?${query}` : "/programs";
}

/** The header link of a sortable column: the other direction when it is the current order, else ascending. */
export function columnSort(column: "name" | "createdAt", current: ProgramListSort): ProgramListSort {
  if (current === column) return `-${column}`;
  return column;
}

export function ariaSortOf(column: "name" | "createdAt", current: ProgramListSort) {
  if (current === column) return "ascending" as const;
  if (current === `-${column}`) return "descending" as const;
  return undefined;
}
