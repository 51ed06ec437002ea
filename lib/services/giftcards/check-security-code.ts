import { type Clock, systemClock } from "@/lib/clock";
import { ApiError, ServiceError } from "@/lib/errors/api-error";
import { GIFT_CARD_ERROR_CODES, SECURITY_CODE_LOCKOUT } from "@/lib/schemas/giftcard";
import { hasSecurityCode, isSecurityCodeRight } from "@/lib/services/giftcards/card-secrets";
import type { StoredCard } from "@/lib/services/giftcards/ledger";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";
import { forgetEvents } from "@/lib/services/rate-limit/count-event";

const WRONG_CODES = {
  name: "giftcard-security-code",
  limit: SECURITY_CODE_LOCKOUT.wrongCodes,
  windowSeconds: SECURITY_CODE_LOCKOUT.minutes * 60,
};

/**
 * Where the program asks for it, a redemption must carry the card's security code (decision 046). Every
 * attempt is first counted as a row under the card (rows, never `$inc`: concurrent guesses cannot slip past the
 * count, decision 002); a right code takes its row back, so only wrong codes count. Past 5 in 15 minutes the card
 * is locked, whatever the code. A card issued before codes were kept has none its holder could know: not asked.
 */
export async function checkSecurityCode({
  program,
  card,
  securityCode,
  amount,
  now = systemClock,
}: {
  program: Pick<StoredProgram, "requireSecurityCode">;
  card: StoredCard;
  securityCode: string | null | undefined;
  amount: string;
  now?: Clock;
}): Promise<void> {
  if (!program.requireSecurityCode || !hasSecurityCode(card)) return;
  if (!securityCode)
    throw new ApiError(422, [
      { type: "missing", loc: ["body", "securityCode"], msg: "Field required", input: { amount } },
    ]);
  const attempt = await consumeRateLimit({ rule: WRONG_CODES, clientKey: String(card._id), now });
  if (!attempt.isAllowed) {
    const retryAfter = String(attempt.resetSeconds);
    throw new ServiceError("SECURITY_CODE_LOCKED", GIFT_CARD_ERROR_CODES.SECURITY_CODE_LOCKED, 429, {
      detail: { retryAfterSeconds: attempt.resetSeconds },
      headers: { "Retry-After": retryAfter },
    });
  }
  if (!isSecurityCodeRight(card, securityCode))
    throw new ServiceError("SECURITY_CODE_WRONG", GIFT_CARD_ERROR_CODES.SECURITY_CODE_WRONG, 409);
  await forgetEvents([attempt.eventId]);
}
