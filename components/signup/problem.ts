import { issueText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import type { ApiIssue } from "@/components/api/parse-api-error";
import { codeMessage } from "./error-text";
import type { SignupMessages } from "./i18n/messages";

/** Something to show above the form: what went wrong that no single field explains. */
export type Problem =
  | { kind: "code"; code: string }
  | { kind: "issues"; issues: ApiIssue[] }
  | { kind: "network" }
  | { kind: "unexpected" }
  | { kind: "sign-in-failed" };

export function problemText(problem: Problem, t: SignupMessages, api: ApiMessages): string {
  switch (problem.kind) {
    case "code":
      return codeMessage(problem.code, t);
    case "issues":
      return problem.issues.map((issue) => issueText(issue, api)).join(" ");
    case "network":
      return t.errors.network;
    case "unexpected":
      return t.errors.unexpected;
    case "sign-in-failed":
      return t.errors.signInFailed;
  }
}

/** Problems the visitor may solve by signing in instead. */
export const offersSignIn = (problem: Problem): boolean =>
  problem.kind === "sign-in-failed" ||
  (problem.kind === "code" && problem.code === "EMAIL_ALREADY_REGISTERED");
