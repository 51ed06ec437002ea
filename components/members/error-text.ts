import { problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import type { ApiProblem } from "@/components/api/parse-api-error";
import type { MemberMessages } from "@/components/members/i18n/en";

/** A whole-request problem of the member pages: the members' own codes first, then the shared wording. */
export const memberProblemText = (problem: ApiProblem, t: MemberMessages, api: ApiMessages) =>
  problemText(problem, api, t.codes);
