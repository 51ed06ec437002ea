import { type IssueKind, issueText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import type { ApiProblem } from "@/components/api/parse-api-error";
import type { PublicMessages } from "./i18n/messages";
import type { JoinFormProgram } from "./join-form-program";
import { JSON_INVALID } from "./join-form-schema";

/** A field's problem in the page's language, from its kind (the form's own check or the API's 422). */
export function joinFieldText(
  path: string,
  kind: IssueKind,
  program: JoinFormProgram,
  t: PublicMessages,
  api: ApiMessages,
): string {
  const errors = t.join.errors;
  if (path === "consent.privacyAt") return errors.privacy;
  if (path === "consent.termsAt") return errors.terms;
  if (path === "referralCode" && kind.type === "value_error") return errors.referral;
  if (path === "phone" && kind.type === "value_error") return errors.phone;
  const customName = path.startsWith("customFields.") ? path.slice("customFields.".length) : null;
  const custom = program.customFields.find((field) => field.name === customName);
  if (custom?.type === "json" && kind.type === JSON_INVALID) return errors.json;
  const isDateField = path === "birthday" || custom?.type === "date";
  if (isDateField && kind.type.startsWith("date")) return errors.date;
  return issueText(kind, api);
}

/** The whole request's problem, worded for a customer (not a merchant): never the API's English. */
export function joinProblemText(problem: ApiProblem, t: PublicMessages): string {
  const text = t.join.problems;
  if (problem.status === 0) return text.network;
  if (problem.status === 404 || problem.code === "PROGRAM_ARCHIVED") return text.closed;
  if (problem.status === 413) return text.tooLarge;
  if (problem.status === 422) return text.invalid;
  if (problem.status === 429) return text.rateLimited(problem.retryAfterSeconds ?? 60);
  return text.server;
}
