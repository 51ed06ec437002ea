import type { RetryPolicy } from "@/lib/outbox/types";

/** Exponential: base before attempt 2, doubling after each failure, capped at `maxDelayMs`. */
export function retryDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  const exponent = Math.min(Math.max(failedAttempt - 1, 0), 30);
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}

/** When attempt `failedAttempt + 1` is due, or null when the message has run out of time. */
export function nextAttemptAt({
  policy,
  failedAttempt,
  createdAt,
  now,
}: {
  policy: RetryPolicy;
  failedAttempt: number;
  createdAt: Date;
  now: Date;
}): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(policy, failedAttempt));
  return next.getTime() - createdAt.getTime() > policy.giveUpAfterMs ? null : next;
}
