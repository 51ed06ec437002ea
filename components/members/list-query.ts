import { displayNameOf } from "@/lib/members/display-name";
import { MEMBER_SORTS, MEMBER_STATUSES, type MemberSort, type MemberStatus } from "@/lib/schemas/member";
import { LIST_PAGE_MAX } from "@/lib/schemas/program";

export const MEMBERS_PAGE_SIZE = 20;

/** The member list's state, all of it in the URL (links, reloads and Back show the same list). */
export type MemberListQuery = { q: string; status: MemberStatus | ""; sort: MemberSort; page: number };

/** Newest members first, as the API lists them without `sort`. */
export const DEFAULT_MEMBER_SORT: MemberSort = "-joined";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Lenient on purpose: a hand-edited URL falls back to the defaults instead of failing. */
export function parseMemberListQuery(params: SearchParams): MemberListQuery {
  const page = Number.parseInt(first(params.page) ?? "", 10);
  const status = first(params.status);
  const sort = first(params.sort);
  return {
    q: (first(params.q) ?? "").trim().slice(0, 320),
    status: MEMBER_STATUSES.find((each) => each === status) ?? "",
    sort: MEMBER_SORTS.find((each) => each === sort) ?? DEFAULT_MEMBER_SORT,
    page: Number.isSafeInteger(page) && page >= 1 && page <= LIST_PAGE_MAX ? page : 1,
  };
}

export function memberListHref(
  programId: string,
  { q = "", status = "", sort = DEFAULT_MEMBER_SORT, page = 1 }: Partial<MemberListQuery>,
) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (sort !== DEFAULT_MEMBER_SORT) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/programs/${programId}/members${query ? `?${query}` : ""}`;
}

/** How a member is named on screen: their name, else their e-mail, else their member number (never the id). */
export function memberNameOf(member: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  memberNumber: string;
}): string {
  return displayNameOf(member) || member.email || member.memberNumber;
}
