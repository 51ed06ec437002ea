import type { ApiProblem } from "@/components/api/parse-api-error";
import { isRetryable } from "@/components/scanner/scan-problem";
import type { QueuedScan } from "./scan-queue";

export type SendOutcome = { ok: true } | { ok: false; problem: ApiProblem };

/**
 * Worth the same request again later, rather than a refusal to show: no answer (still offline, or the answer was
 * lost), a busy or failing server, too many requests, or a session that ended (the cashier signs in again).
 */
export const isWorthWaiting = (problem: ApiProblem) =>
  isRetryable(problem) || problem.status === 401 || problem.status === 429;

export type SendReport = { sent: number; refused: number; waitingFor: ApiProblem | null };

/**
 * Sends the queued scans one after the other, the oldest first, each with its own Idempotency-Key. A scan the
 * server answered leaves the queue; one it refused (a member erased meanwhile, a scan rule's 409, a program
 * archived) is kept with its problem for the cashier. The first problem worth waiting for stops the round, so
 * the scans stay in order and none is sent ahead of an older one.
 */
export async function sendQueued({
  scans,
  send,
  remove,
  refuse,
}: {
  scans: QueuedScan[];
  send: (scan: QueuedScan) => Promise<SendOutcome>;
  remove: (key: string) => Promise<void>;
  refuse: (key: string, problem: ApiProblem) => Promise<void>;
}): Promise<SendReport> {
  const report: SendReport = { sent: 0, refused: 0, waitingFor: null };
  for (const scan of scans) {
    if (scan.problem) continue;
    const outcome = await send(scan);
    if (outcome.ok) {
      await remove(scan.key);
      report.sent++;
    } else if (isWorthWaiting(outcome.problem)) {
      report.waitingFor = outcome.problem;
      return report;
    } else {
      await refuse(scan.key, outcome.problem);
      report.refused++;
    }
  }
  return report;
}

/** Seconds before the next round after one that had to wait: doubling from 5 up to a minute, or Retry-After. */
export function retryDelaySeconds(problem: ApiProblem, round: number): number {
  const backoff = Math.min(60, 5 * 2 ** Math.max(0, round));
  return Math.max(backoff, problem.retryAfterSeconds ?? 0);
}
