import { vi } from "vitest";
import type { RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";

/**
 * Rate limits count a sliding window of the clock (`Date.now()`, which every service's `now` defaults to): a
 * request counts until `windowSeconds` after it was made. This fakes the clock — `Date` only; timers, the
 * database and the network keep real time — from now on, running at real speed, so a test can move it past the
 * window (`vi.setSystemTime`) instead of waiting. Answers `windowEndsAt`: the moment by which every request the
 * test makes within its first `neededSeconds` has left the window (a test that fills a limit and moves the clock
 * past this sees the limit whole again; a slower test would still see its later requests counted).
 * Pair with `afterEach(() => vi.useRealTimers())`.
 */
export function clockAwayFromWindowEnd(
  rule: Pick<RateLimitRule, "windowSeconds">,
  neededSeconds = 15,
): { windowEndsAt: number } {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"], now, shouldAdvanceTime: true });
  return { windowEndsAt: now + neededSeconds * 1000 + rule.windowSeconds * 1000 };
}
