import { ApiError } from "@/lib/errors/api-error";
import { clientKeyOf } from "@/lib/http/client-ip";
import { SIGN_IN_LIMITS } from "@/lib/schemas/token";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";
import { forgetEvents } from "@/lib/services/rate-limit/count-event";

export class SignInThrottledError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`, {
      "Retry-After": String(retryAfterSeconds),
    });
    this.name = "SignInThrottledError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Counts a sign-in attempt in every bucket before the password is checked (rows, not `$inc`: parallel
 * guesses cannot slip past the count, docs/decisions/002) and throws 429 past any limit. Call `succeeded()`
 * after a right password: successful sign-ins are taken back and never count towards a limit.
 */
export async function countSignInAttempt({ email, clientIp }: { email: string; clientIp: string | null }) {
  const client = clientKeyOf(clientIp);
  const outcomes = await Promise.all([
    consumeRateLimit({ rule: SIGN_IN_LIMITS.perAccountAndClient, clientKey: `${email}\n${client}` }),
    consumeRateLimit({ rule: SIGN_IN_LIMITS.perClient, clientKey: client }),
    consumeRateLimit({ rule: SIGN_IN_LIMITS.perAccount, clientKey: email }),
  ]);
  const refused = outcomes.filter((outcome) => !outcome.isAllowed);
  if (refused.length > 0)
    throw new SignInThrottledError(Math.max(...refused.map((outcome) => outcome.resetSeconds)));
  return { succeeded: () => forgetEvents(outcomes.map((outcome) => outcome.eventId)) };
}
