import { ApiError } from "@/lib/errors/api-error";
import { consumeRateLimit, type RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";

/**
 * Counts one request against `rule` for `key` (a client address, a pass's serial number…): answers the
 * `X-RateLimit-*` headers, or throws 429 with them and `Retry-After` past the limit.
 */
export async function enforceRateLimit(rule: RateLimitRule, key: string): Promise<Record<string, string>> {
  const outcome = await consumeRateLimit({ rule, clientKey: key });
  const headers = {
    "X-RateLimit-Limit": String(outcome.limit),
    "X-RateLimit-Remaining": String(outcome.remaining),
    "X-RateLimit-Reset": String(outcome.resetSeconds),
  };
  if (!outcome.isAllowed) {
    throw new ApiError(
      429,
      `Too many requests: at most ${rule.limit} per ${rule.windowSeconds} seconds. Try again in ${outcome.resetSeconds} seconds.`,
      {
        ...headers,
        "Retry-After": String(outcome.resetSeconds),
      },
    );
  }
  return headers;
}
