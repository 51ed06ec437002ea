import { describe, expect, it } from "vitest";
import { en as apiEn } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiProblem, parseApiError } from "@/components/api/parse-api-error";
import { cameraProblemOf } from "@/components/scanner/camera-scanner";
import { de } from "@/components/scanner/i18n/de";
import { en } from "@/components/scanner/i18n/en";
import { isRetryable, newIdempotencyKey, scanProblemText } from "@/components/scanner/scan-problem";

const problem = (code: string, status: number): ApiProblem => ({
  status,
  code,
  issues: [],
  retryAfterSeconds: null,
  requestId: null,
});

describe("scanProblemText", () => {
  it("words the scan's own answers for the counter", () => {
    expect(scanProblemText(problem("MEMBER_NOT_FOUND", 404), en, apiEn)).toBe(en.problems.unknown);
    expect(scanProblemText(problem("MEMBER_NOT_ACTIVE", 409), en, apiEn)).toBe(en.problems.suspended);
    expect(scanProblemText(problem("MEMBER_ERASED", 409), de, apiEn)).toBe(de.problems.erased);
    expect(scanProblemText(problem(API_PROBLEM_CODES.network, 0), en, apiEn)).toBe(en.problems.network);
    expect(scanProblemText(problem("OFFER_SOLD_OUT", 409), de, apiEn)).toBe(de.problems.codes.OFFER_SOLD_OUT);
  });

  it("words any other 409 as the program's scan rules, with when the next scan is allowed when it says so", () => {
    expect(scanProblemText(problem("SOME_NEW_RULE", 409), en, apiEn)).toBe(en.problems.conflict);
    const tooSoon = parseApiError({
      status: 409,
      body: { detail: { code: "SCAN_TOO_SOON", message: "…", nextScanAllowedAt: "2026-11-27T10:35:00Z" } },
    });
    expect(tooSoon.notBefore).toBe("2026-11-27T10:35:00Z");
    expect(scanProblemText(tooSoon, de, apiEn, () => "11:35")).toBe(
      `${de.problems.conflict} ${de.problems.notBefore("11:35")}`,
    );
    expect(scanProblemText(tooSoon, en, apiEn, () => "11:35")).toContain("allowed from 11:35");
  });

  it("falls back to the shared wording for anything else", () => {
    expect(scanProblemText(problem(API_PROBLEM_CODES.unavailable, 503), en, apiEn)).toBe(
      apiEn.outcomes.unavailable,
    );
  });

  it("offers a retry only where the same request may still succeed", () => {
    expect(isRetryable(problem(API_PROBLEM_CODES.network, 0))).toBe(true);
    expect(isRetryable(problem("LEDGER_BUSY", 409))).toBe(true);
    expect(isRetryable(problem(API_PROBLEM_CODES.server, 500))).toBe(true);
    expect(isRetryable(problem("MEMBER_NOT_FOUND", 404))).toBe(false);
    expect(isRetryable(problem("MEMBER_NOT_ACTIVE", 409))).toBe(false);
  });
});

describe("cameraProblemOf", () => {
  it("tells a denied camera from a missing or busy one", () => {
    expect(cameraProblemOf(new DOMException("no", "NotAllowedError"))).toBe("denied");
    expect(cameraProblemOf(new DOMException("no", "NotFoundError"))).toBe("noCamera");
    expect(cameraProblemOf(new DOMException("no", "OverconstrainedError"))).toBe("noCamera");
    expect(cameraProblemOf(new DOMException("no", "NotReadableError"))).toBe("busy");
    expect(cameraProblemOf(new Error("anything"))).toBe("failed");
  });
});

describe("newIdempotencyKey", () => {
  it("is new every time", () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
