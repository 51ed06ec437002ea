import { issueText, problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import { type ApiIssue, type ApiProblem, fieldOf } from "@/components/api/parse-api-error";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";

/** One problem to show: `name` is the form field (`customerEmail`, `cardId`…) or "" for the whole form. */
export type FieldIssue = { name: string; message: string };

/** A gift-card or GDPR field problem in the page's language; the shared wording for kinds not named here. */
export function giftCardIssueText(
  name: string,
  issue: Pick<ApiIssue, "type"> & Partial<ApiIssue>,
  messages: GiftCardMessages,
  api: ApiMessages,
): string {
  const { errors } = messages;
  if (issue.type === "missing") return errors.missing;
  // The erasure body's own check: none of customerId, customerEmail, cardId, memberId given.
  if (name === "" && issue.type === "value_error" && issue.loc?.[0] === "body") return messages.gdpr.nobody;
  if (name === "customerEmail" && issue.type === "value_error") return errors.email;
  if (["programId", "cardId", "memberId"].includes(name) && issue.type === "string_pattern_mismatch") {
    return errors.objectId;
  }
  return issueText(issue, api);
}

/** A failed gift-card or GDPR call → messages at their fields, or for the whole form. */
export function giftCardIssues(
  problem: ApiProblem,
  messages: GiftCardMessages,
  api: ApiMessages,
): FieldIssue[] {
  if (problem.issues.length === 0) {
    const codes = { PROGRAM_NOT_GIFTCARD: messages.errors.conflict, NOT_FOUND: messages.errors.notFound };
    return [{ name: "", message: problemText(problem, api, codes) }];
  }
  return problem.issues.map((issue) => {
    const name = fieldOf(issue);
    return { name, message: giftCardIssueText(name, issue, messages, api) };
  });
}
