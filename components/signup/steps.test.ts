import { describe, expect, it } from "vitest";
import { formPathFromLoc } from "./api-location";
import { earliestStep, isSignupField, nextStep, previousStep, stepNumber, stepOfPath } from "./steps";

describe("formPathFromLoc", () => {
  it("maps body locations to form paths", () => {
    expect(formPathFromLoc(["body", "email"])).toBe("email");
    expect(formPathFromLoc(["body", "passwordHash"])).toBe("password");
    expect(formPathFromLoc(["body", "consent", "tosAt"])).toBe("consent.tosAt");
    expect(formPathFromLoc(["body", "utm", "source"])).toBe("utm.source");
  });

  it("has no form path for the whole body or other sources", () => {
    expect(formPathFromLoc(["body"])).toBeNull();
    expect(formPathFromLoc(["path", "pendingId"])).toBeNull();
    expect(formPathFromLoc("body.email")).toBeNull();
  });
});

describe("steps", () => {
  it("finds the step of each field and of other consent parts", () => {
    expect(stepOfPath("email")).toBe("account");
    expect(stepOfPath("password")).toBe("account");
    expect(stepOfPath("country")).toBe("company");
    expect(stepOfPath("consent.privacyAt")).toBe("consent");
    expect(stepOfPath("consent.ip")).toBe("consent");
    expect(stepOfPath("utm.source")).toBeNull();
  });

  it("knows the form's own fields", () => {
    expect(isSignupField("consent.tosAt")).toBe(true);
    expect(isSignupField("consent.ip")).toBe(false);
    expect(isSignupField("passwordHash")).toBe(false);
  });

  it("sends the visitor to the earliest step with a problem", () => {
    expect(earliestStep(["consent.tosAt", "company", "utm.source"])).toBe("company");
    expect(earliestStep(["consent.ip", "password"])).toBe("account");
    expect(earliestStep(["utm.medium"])).toBeNull();
  });

  it("walks forward and back", () => {
    expect(nextStep("account")).toBe("company");
    expect(nextStep("consent")).toBe("inbox");
    expect(previousStep("company")).toBe("account");
    expect(previousStep("account")).toBe("account");
    expect([stepNumber("account"), stepNumber("consent"), stepNumber("inbox")]).toEqual([1, 3, 4]);
  });
});
