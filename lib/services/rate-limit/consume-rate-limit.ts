import { createHmac } from "node:crypto";
import { type Clock, systemClock } from "@/lib/clock";
import { getEnv } from "@/lib/env";
import { recordEvent } from "@/lib/services/rate-limit/count-event";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitOutcome = {
  isAllowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  /** The row this request inserted (for forgetEvents). */
  eventId: unknown;
};

/** Pseudonymous bucket key: the address is never stored, and the key changes with every window. */
function bucketKey(rule: RateLimitRule, clientKey: string, windowStart: number): string {
  const digest = createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`${rule.name}\n${clientKey}`)
    .digest("base64url");
  return `rate:${rule.name}:${windowStart}:${digest.slice(0, 32)}`;
}

/**
 * Counts one request against a fixed window stored in the database, so every server instance shares it.
 * `clientKey` is the client address (or "unknown", which then shares one strict bucket). `now` places the
 * request in its window: a test passes a clock to move to the next window instead of waiting for it.
 */
export async function consumeRateLimit({
  rule,
  clientKey,
  now = systemClock,
}: {
  rule: RateLimitRule;
  clientKey: string;
  now?: Clock;
}): Promise<RateLimitOutcome> {
  const at = now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(at / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const { id, count } = await recordEvent({
    key: bucketKey(rule, clientKey, windowStart),
    expiresAt: new Date(windowEnd),
  });
  return {
    eventId: id,
    isAllowed: count <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetSeconds: Math.max(1, Math.ceil((windowEnd - at) / 1000)),
  };
}
