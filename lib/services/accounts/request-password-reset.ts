import { createHmac } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/lib/db/models/user";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { clientKeyOf } from "@/lib/http/client-ip";
import type { MailLanguage } from "@/lib/mail/verification-email";
import { PASSWORD_RESET_LIMITS } from "@/lib/schemas/account";
import { normalizeEmail } from "@/lib/services/auth/sign-in";
import { recordChange } from "@/lib/services/changes/record-change";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";

export const PASSWORD_RESET_ACCEPTED =
  "If an account exists for that address, we sent it a link to choose a new password.";

/** The stored form of a reset token: keyed, so a leaked database cannot be turned into working links. */
export const resetTokenId = (token: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`password-reset\n${token}`).digest("base64url");

async function throttle(email: string, clientIp: string | null): Promise<void> {
  const outcomes = await Promise.all([
    consumeRateLimit({ rule: PASSWORD_RESET_LIMITS.perClient, clientKey: clientKeyOf(clientIp) }),
    consumeRateLimit({ rule: PASSWORD_RESET_LIMITS.perAccount, clientKey: email }),
  ]);
  const refused = outcomes.filter((outcome) => !outcome.isAllowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((outcome) => outcome.resetSeconds));
  throw new ApiError(429, `Too many reset requests. Try again in ${retryAfter} seconds.`, {
    "Retry-After": String(retryAfter),
  });
}

/**
 * E-mails a single-use link valid for PASSWORD_RESET_TTL_MINUTES to an active account (through the outbox; the
 * link's token is made when the e-mail is sent, `password-reset-mail.ts`). Answers the same, in about the same
 * time, whether or not the address has one.
 */
export async function requestPasswordReset({
  email,
  clientIp,
  language,
}: {
  email: string;
  clientIp: string | null;
  /** The request's language, for accounts that never chose one. */
  language: MailLanguage;
}): Promise<void> {
  const normalized = normalizeEmail(email);
  await throttle(normalized, clientIp);
  await connectToDatabase();
  const user = await User.findOne({ email: normalized }, { status: 1 }).lean();
  if (user?.status !== "active") return;
  await recordChange({ kind: "password-reset.requested", userId: user._id, language });
}
