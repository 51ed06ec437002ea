import { vi } from "vitest";
import type { RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";

/**
 * Rate limits count in fixed windows of the clock (`Date.now()`, which every service's `now` defaults to). A
 * test that fills a window must not see it reset halfway through: this fakes the clock — `Date` only; timers,
 * the database and the network keep real time — and, when the current window ends within `neededSeconds`, moves
 * it to the start of the next window instead of waiting for it. The clock then runs on at real speed. Answers
 * when the test's window ends, so a test can move the clock past it (`vi.setSystemTime`).
 * Pair with `afterEach(() => vi.useRealTimers())`.
 */
export function clockAwayFromWindowEnd(
  rule: Pick<RateLimitRule, "windowSeconds">,
  neededSeconds = 15,
): { windowEndsAt: number } {
  const windowMs = rule.windowSeconds * 1000;
  const realNow = Date.now();
  const leftMs = windowMs - (realNow % windowMs);
  const now = leftMs < neededSeconds * 1000 ? realNow + leftMs : realNow;
  vi.useFakeTimers({ toFake: ["Date"], now, shouldAdvanceTime: true });
  return { windowEndsAt: Math.floor(now / windowMs) * windowMs + windowMs };
}
