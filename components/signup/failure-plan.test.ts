import { describe, expect, it } from "vitest";
import { parseApiError } from "@/components/api/parse-api-error";
import { planFailure } from "./failure-plan";

const validation = (detail: unknown[]) => parseApiError({ status: 422, body: { detail } });
const coded = (code: string) => parseApiError({ status: 400, body: { detail: { code, message: "…" } } });

describe("planFailure", () => {
  it("puts 422 items on their fields and goes to the earliest step concerned", () => {
    const plan = planFailure(
      validation([
        {
          loc: ["body", "consent", "tosAt"],
          type: "datetime_parsing",
          msg: "Input should be a valid datetime",
        },
        {
          loc: ["body", "passwordHash"],
          type: "string_too_short",
          msg: "String should have at least 10 characters",
          ctx: { min_length: 10 },
        },
      ]),
    );
    expect(plan).toEqual({
      problem: null,
      fieldProblems: [
        { field: "consent.tosAt", type: "datetime_parsing", ctx: {} },
        { field: "password", type: "string_too_short", ctx: { min_length: 10 } },
      ],
      step: "account",
      retryAfterSeconds: null,
    });
  });

  it("shows items without a field above the form, on their step when they have one", () => {
    const plan = planFailure(
      validation([
        {
          loc: ["body", "consent", "ip"],
          type: "string_too_long",
          msg: "String should have at most 64 characters",
          ctx: { max_length: 64 },
        },
        { loc: ["body", "utm", "source"], type: "string_type", msg: "Input should be a valid string" },
      ]),
    );
    expect(plan.problem).toMatchObject({
      kind: "issues",
      issues: [{ type: "string_too_long", ctx: { max_length: 64 } }, { type: "string_type" }],
    });
    expect(plan.fieldProblems).toEqual([]);
    expect(plan.step).toBe("consent");
  });

  it("takes 400 codes back to the step where they can be fixed", () => {
    expect(planFailure(coded("EMAIL_ALREADY_REGISTERED"))).toMatchObject({
      problem: { kind: "code", code: "EMAIL_ALREADY_REGISTERED" },
      step: "account",
    });
    expect(planFailure(coded("INVALID_COUNTRY")).step).toBe("company");
    expect(planFailure(coded("SOMETHING_NEW")).step).toBeNull();
  });

  it("waits out a rate limit where the visitor is", () => {
    const problem = parseApiError({
      status: 429,
      body: { detail: "Too many requests" },
      headers: new Headers({ "Retry-After": "12" }),
    });
    expect(planFailure(problem)).toEqual({
      problem: null,
      fieldProblems: [],
      step: null,
      retryAfterSeconds: 12,
    });
  });

  it("offers a retry after network trouble, and says so for anything else", () => {
    expect(planFailure(parseApiError({ status: 0, body: null }))).toMatchObject({
      problem: { kind: "network" },
      step: null,
    });
    expect(planFailure(parseApiError({ status: 500, body: "<html>" })).problem).toEqual({
      kind: "unexpected",
    });
  });
});
