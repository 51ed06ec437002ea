import type { AccountMessages } from "@/components/account/i18n/messages";
import { issueText, problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiProblem } from "@/components/api/parse-api-error";

type AccountApiMessages = AccountMessages["api"];

/** A failed account call in the page's language: the account's own codes and outcomes, then the shared wording. */
export function accountProblemText(problem: ApiProblem, t: AccountApiMessages, api: ApiMessages): string {
  const [first] = problem.issues;
  if (first) return issueText(first, api);
  const own: Partial<Record<string, string>> = {
    ...t.codes,
    [API_PROBLEM_CODES.network]: t.offline,
    [API_PROBLEM_CODES.unauthenticated]: t.sessionEnded,
    [API_PROBLEM_CODES.rateLimited]: t.throttled,
    [API_PROBLEM_CODES.unavailable]: t.databaseDown,
  };
  return problemText(problem, api, own);
}
