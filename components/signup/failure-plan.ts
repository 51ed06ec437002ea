import { formPathFromLoc } from "./api-location";
import type { ApiFailure } from "./api-result";
import type { Problem } from "./problem";
import { CODE_STEPS, earliestStep, type FormStep, isSignupField, type SignupField } from "./steps";

export type FieldProblem = { field: SignupField; type: string; message: string };

export type FailurePlan = {
  problem: Problem | null;
  fieldProblems: FieldProblem[];
  /** The step to show; null to stay where the visitor is. */
  step: FormStep | null;
  retryAfterSeconds: number | null;
};

const NOTHING: FailurePlan = { problem: null, fieldProblems: [], step: null, retryAfterSeconds: null };

/**
 * How the wizard answers a failed signup: 422 items go to their fields (or above the form when no field
 * shows them) and the visitor is taken to the earliest step concerned; 400 codes are shown above the form
 * on the step where they can be fixed.
 */
export function planFailure(failure: ApiFailure): FailurePlan {
  switch (failure.kind) {
    case "rate-limited":
      return { ...NOTHING, retryAfterSeconds: failure.retryAfterSeconds };
    case "code":
      return {
        ...NOTHING,
        problem: failure,
        step: CODE_STEPS[failure.code as keyof typeof CODE_STEPS] ?? null,
      };
    case "network":
    case "unexpected":
      return { ...NOTHING, problem: failure };
    case "validation": {
      const fieldProblems: FieldProblem[] = [];
      const unplaced: string[] = [];
      const paths: string[] = [];
      for (const { loc, type, msg } of failure.issues) {
        const path = formPathFromLoc(loc);
        if (path) paths.push(path);
        if (path && isSignupField(path)) fieldProblems.push({ field: path, type, message: msg });
        else unplaced.push(msg);
      }
      const problem: Problem | null = unplaced.length > 0 ? { kind: "messages", messages: unplaced } : null;
      return { ...NOTHING, problem, fieldProblems, step: earliestStep(paths) };
    }
  }
}
