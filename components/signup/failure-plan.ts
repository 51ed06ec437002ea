import { API_PROBLEM_CODES, type ApiIssue, type ApiProblem } from "@/components/api/parse-api-error";
import { formPathFromLoc } from "./api-location";
import type { Problem } from "./problem";
import { CODE_STEPS, earliestStep, type FormStep, isSignupField, type SignupField } from "./steps";

export type FieldProblem = { field: SignupField; type: string; ctx: Record<string, unknown> };

export type FailurePlan = {
  problem: Problem | null;
  fieldProblems: FieldProblem[];
  /** The step to show; null to stay where the visitor is. */
  step: FormStep | null;
  retryAfterSeconds: number | null;
};

const NOTHING: FailurePlan = { problem: null, fieldProblems: [], step: null, retryAfterSeconds: null };

// API error codes are upper-case (EMAIL_ALREADY_REGISTERED); the client's own codes say what happened on the way.
const isServiceCode = (problem: ApiProblem) =>
  problem.status === 400 && !Object.values<string>(API_PROBLEM_CODES).includes(problem.code);

function planValidation(issues: ApiIssue[]): FailurePlan {
  const fieldProblems: FieldProblem[] = [];
  const unplaced: ApiIssue[] = [];
  const paths: string[] = [];
  for (const issue of issues) {
    const path = formPathFromLoc(issue.loc);
    if (path) paths.push(path);
    if (path && isSignupField(path)) fieldProblems.push({ field: path, type: issue.type, ctx: issue.ctx });
    else unplaced.push(issue);
  }
  const problem: Problem | null = unplaced.length > 0 ? { kind: "issues", issues: unplaced } : null;
  return { ...NOTHING, problem, fieldProblems, step: earliestStep(paths) };
}

/**
 * How the wizard answers a failed signup call: 422 items go to their fields (or above the form when no field
 * shows them) and the visitor is taken to the earliest step concerned; 400 codes are shown above the form on
 * the step where they can be fixed; a rate limit is waited out where the visitor is.
 */
export function planFailure(problem: ApiProblem): FailurePlan {
  if (problem.code === API_PROBLEM_CODES.rateLimited) {
    return { ...NOTHING, retryAfterSeconds: problem.retryAfterSeconds ?? 60 };
  }
  if (isServiceCode(problem)) {
    const { code } = problem;
    return {
      ...NOTHING,
      problem: { kind: "code", code },
      step: CODE_STEPS[code as keyof typeof CODE_STEPS] ?? null,
    };
  }
  if (problem.issues.length > 0) return planValidation(problem.issues);
  if (problem.code === API_PROBLEM_CODES.network) return { ...NOTHING, problem: { kind: "network" } };
  return { ...NOTHING, problem: { kind: "unexpected" } };
}
