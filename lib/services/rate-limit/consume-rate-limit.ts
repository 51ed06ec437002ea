import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type Clock, systemClock } from "@/lib/clock";
import { getEnv } from "@/lib/env";
import { forgetEvents, recordWindowedEvent, windowedExpiries } from "@/lib/services/rate-limit/count-event";

const MAX_ATTEMPTS = 4;

/** At most `limit` requests in any `windowSeconds` (a sliding window: no boundary to burst across). */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitOutcome = {
  isAllowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the next request would be allowed again (refused) or Remaining next grows (allowed). */
  resetSeconds: number;
  /** The row this request inserted (for forgetEvents); a refused request's row is already gone. */
  eventId: unknown;
};

/** Pseudonymous bucket key: the address is never stored, only a keyed digest of it, for one window. */
function bucketKey(rule: RateLimitRule, clientKey: string): string {
  const digest = createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`${rule.name}\n${clientKey}`)
    .digest("base64url");
  return `rate:${rule.name}:${digest.slice(0, 32)}`;
}

/**
 * Counts one request against a sliding window stored in the database, so every server instance shares it: the
 * request is a row kept for one window, and it is allowed when the key's rows of the last `windowSeconds` are at
 * most `limit`. A refused request's row is taken back, so a client that keeps knocking is let in again as soon as
 * its allowed requests age out (and the n-th concurrent request still sees at least n rows: the limit holds).
 * `clientKey` is the client's rate-limit key (`clientKeyOf`; "unknown" shares one strict bucket). `now` places
 * the request in time: a test passes a clock to move past the window instead of waiting for it.
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
  const key = bucketKey(rule, clientKey);
  let { id, expiries } = await recordWindowedEvent({ key, at, windowMs: rule.windowSeconds * 1000 });
  let isAllowed = expiries.length <= rule.limit;
  for (let attempt = 1; !isAllowed; attempt++) {
    await forgetEvents([id]);
    expiries = await windowedExpiries(key, at);
    // Requests that arrive together all count each other before any is taken back, so a burst can be refused
    // beyond the limit; while taking ours back leaves room, try again (a little apart). The limit still holds: an
    // allowed request's row stays, and the last of limit + 1 allowed rows would have counted all of them.
    if (expiries.length >= rule.limit || attempt >= MAX_ATTEMPTS) break;
    await sleep(Math.floor(Math.random() * 20));
    ({ id, expiries } = await recordWindowedEvent({ key, at, windowMs: rule.windowSeconds * 1000 }));
    isAllowed = expiries.length <= rule.limit;
  }
  // The row whose ageing out makes room for one more: the oldest, or later when more than `limit` are counted.
  const freesAt = expiries[Math.max(0, expiries.length - rule.limit)] ?? at;
  return {
    eventId: id,
    isAllowed,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - expiries.length),
    resetSeconds: Math.max(1, Math.ceil((freesAt - at) / 1000)),
  };
}
