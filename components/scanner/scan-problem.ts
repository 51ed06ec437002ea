import { problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiProblem } from "@/components/api/parse-api-error";
import type { ScannerMessages } from "@/components/scanner/i18n/en";

/**
 * A failed scan or redemption worded for the counter. An erased member's card carries a number that no longer
 * exists (the erasure replaces it), so it reads as unknown, whose wording says so; `MEMBER_NOT_ACTIVE` for a
 * real card is a suspended member.
 */
export function scanProblemText(
  problem: ApiProblem,
  t: ScannerMessages,
  api: ApiMessages,
  formatTime: (isoDateTime: string) => string = (isoDateTime) => isoDateTime,
): string {
  const text = wordingOf(problem, t, api);
  // A refusal that names when it passes (a scan rule's next allowed scan) says so, whatever its code.
  return problem.notBefore ? `${text} ${t.problems.notBefore(formatTime(problem.notBefore))}` : text;
}

function wordingOf(problem: ApiProblem, t: ScannerMessages, api: ApiMessages): string {
  switch (problem.code) {
    case "MEMBER_NOT_FOUND":
      return t.problems.unknown;
    case "MEMBER_NOT_ACTIVE":
      return t.problems.suspended;
    case "MEMBER_ERASED":
      return t.problems.erased;
    case API_PROBLEM_CODES.network:
      return t.problems.network;
  }
  // Another 409 is a rule of the program refusing this scan now (such as a minimum gap between two scans).
  if (problem.status === 409 && !t.problems.codes[problem.code] && !api.codes[problem.code])
    return t.problems.conflict;
  return problemText(problem, api, t.problems.codes);
}

/** Worth the same request again (same Idempotency-Key): it may never have arrived, or the ledger was busy. */
export const isRetryable = (problem: ApiProblem) =>
  problem.code === API_PROBLEM_CODES.network ||
  problem.code === "LEDGER_BUSY" ||
  problem.code === "IDEMPOTENCY_KEY_IN_USE" ||
  problem.status === 503 ||
  problem.status >= 500;

/** A fresh Idempotency-Key: one per scan, reused when the same scan is sent again. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
