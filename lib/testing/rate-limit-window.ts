import type { RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";

/**
 * Rate limits count in fixed windows of the wall clock. A test that fills one waits, when the current window
 * is about to end, for the next to begin, so its count cannot reset halfway through.
 */
export async function awayFromWindowEnd(rule: Pick<RateLimitRule, "windowSeconds">, neededSeconds = 15) {
  const windowMs = rule.windowSeconds * 1000;
  const leftMs = windowMs - (Date.now() % windowMs);
  if (leftMs < neededSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
}
