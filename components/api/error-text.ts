import type { ApiMessages } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiIssue, type ApiProblem } from "@/components/api/parse-api-error";

/** What wording needs of an issue: its kind and bounds. The API's English `msg` is only a kind marker here. */
export type IssueKind = Pick<ApiIssue, "type"> & Partial<Pick<ApiIssue, "ctx" | "msg">>;

// Pydantic reports a bad e-mail as `value_error`; its stable message prefix is the only thing telling it apart.
/** The e-mail validator's failure, which Pydantic reports as a `value_error` with this message. */
export const isEmailError = (issue: IssueKind) =>
  issue.type === "value_error" && (issue.msg ?? "").startsWith("value is not a valid email address");

/** A field problem worded in the page's language from its type and `ctx`, never from the API's text. */
export function issueText(issue: IssueKind, t: ApiMessages): string {
  if (isEmailError(issue)) return t.types.email?.({}) ?? t.fallback;
  return t.types[issue.type]?.(issue.ctx ?? {}) ?? t.fallback;
}

/**
 * A whole-request problem worded in the page's language: the feature's wording of its own codes first, then
 * the shared codes, then the HTTP outcome.
 */
export function problemText(
  problem: ApiProblem,
  t: ApiMessages,
  featureCodes: Partial<Record<string, string>> = {},
): string {
  const own = featureCodes[problem.code] ?? t.codes[problem.code];
  if (own) return own;
  const { outcomes } = t;
  switch (problem.code) {
    case API_PROBLEM_CODES.network:
      return outcomes.network;
    case API_PROBLEM_CODES.unreadable:
      return outcomes.unreadable;
    case API_PROBLEM_CODES.rateLimited:
      return outcomes.rateLimited(problem.retryAfterSeconds ?? 60);
  }
  const byStatus: Record<number, string> = {
    400: outcomes.badRequest,
    401: outcomes.unauthenticated,
    403: outcomes.forbidden,
    404: outcomes.notFound,
    409: outcomes.conflict,
    413: outcomes.tooLarge,
    422: outcomes.invalid,
    429: outcomes.rateLimited(problem.retryAfterSeconds ?? 60),
    503: outcomes.unavailable,
  };
  if (byStatus[problem.status]) return byStatus[problem.status] as string;
  if (problem.status >= 500 && problem.requestId) return outcomes.serverWithReference(problem.requestId);
  if (problem.status >= 500) return outcomes.server;
  return outcomes.badRequest;
}
