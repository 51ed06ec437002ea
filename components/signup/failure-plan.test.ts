import { describe, expect, it } from "vitest";
import { planFailure } from "./failure-plan";

describe("planFailure", () => {
  it("puts 422 items on their fields and goes to the earliest step concerned", () => {
    const plan = planFailure({
      kind: "validation",
      issues: [
        {
          loc: ["body", "consent", "tosAt"],
          type: "datetime_parsing",
          msg: "Input should be a valid datetime",
        },
        {
          loc: ["body", "passwordHash"],
          type: "string_too_short",
          msg: "String should have at least 10 characters",
        },
      ],
    });
    expect(plan).toEqual({
      problem: null,
      fieldProblems: [
        { field: "consent.tosAt", type: "datetime_parsing", message: "Input should be a valid datetime" },
        { field: "password", type: "string_too_short", message: "String should have at least 10 characters" },
      ],
      step: "account",
      retryAfterSeconds: null,
    });
  });

  it("shows items without a field above the form, on their step when they have one", () => {
    const plan = planFailure({
      kind: "validation",
      issues: [
        {
          loc: ["body", "consent", "ip"],
          type: "string_too_long",
          msg: "String should have at most 64 characters",
        },
        { loc: ["body", "utm", "source"], type: "string_type", msg: "Input should be a valid string" },
      ],
    });
    expect(plan.problem).toEqual({
      kind: "messages",
      messages: ["String should have at most 64 characters", "Input should be a valid string"],
    });
    expect(plan.fieldProblems).toEqual([]);
    expect(plan.step).toBe("consent");
  });

  it("takes 400 codes back to the step where they can be fixed", () => {
    const registered = { kind: "code", code: "EMAIL_ALREADY_REGISTERED", message: "…" } as const;
    expect(planFailure(registered)).toMatchObject({ problem: registered, step: "account" });
    expect(planFailure({ kind: "code", code: "INVALID_COUNTRY", message: "…" }).step).toBe("company");
    expect(planFailure({ kind: "code", code: "SOMETHING_NEW", message: "…" }).step).toBeNull();
  });

  it("waits out a rate limit where the visitor is", () => {
    expect(planFailure({ kind: "rate-limited", retryAfterSeconds: 12 })).toEqual({
      problem: null,
      fieldProblems: [],
      step: null,
      retryAfterSeconds: 12,
    });
  });

  it("offers a retry after network trouble", () => {
    expect(planFailure({ kind: "network" })).toMatchObject({ problem: { kind: "network" }, step: null });
  });
});
