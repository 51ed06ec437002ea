import { createHmac, randomBytes } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { PasswordReset } from "@/lib/db/models/password-reset";
import { User } from "@/lib/db/models/user";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { isLanguage } from "@/lib/i18n/language";
import { passwordResetEmail } from "@/lib/mail/password-reset-email";
import { sendMail } from "@/lib/mail/send-mail";
import type { MailLanguage } from "@/lib/mail/verification-email";
import { PASSWORD_RESET_LIMITS, PASSWORD_RESET_TTL_MINUTES } from "@/lib/schemas/account";
import { normalizeEmail } from "@/lib/services/auth/sign-in";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";

export const PASSWORD_RESET_ACCEPTED =
  "If an account exists for that address, we sent it a link to choose a new password.";

/** The stored form of a reset token: keyed, so a leaked database cannot be turned into working links. */
export const resetTokenId = (token: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`password-reset\n${token}`).digest("base64url");

async function throttle(email: string, clientIp: string | null): Promise<void> {
  const outcomes = await Promise.all([
    consumeRateLimit({ rule: PASSWORD_RESET_LIMITS.perClient, clientKey: clientIp ?? "unknown" }),
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
 * E-mails a single-use link valid for PASSWORD_RESET_TTL_MINUTES to an active account. Answers the same, in about
 * the same time, whether or not the address has one: the e-mail is sent after the answer, never awaited by it.
 */
export async function requestPasswordReset({
  email,
  clientIp,
  language,
  now = new Date(),
}: {
  email: string;
  clientIp: string | null;
  /** The request's language, for accounts that never chose one. */
  language: MailLanguage;
  now?: Date;
}): Promise<void> {
  const normalized = normalizeEmail(email);
  await throttle(normalized, clientIp);
  await connectToDatabase();
  const user = await User.findOne({ email: normalized }).lean();
  if (user?.status !== "active") return;
  const token = randomBytes(32).toString("base64url");
  await PasswordReset.create({
    _id: resetTokenId(token),
    userId: user._id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000"}/reset-password?token=${token}`;
  const message = passwordResetEmail({
    to: user.email,
    name: user.name,
    link,
    minutes: PASSWORD_RESET_TTL_MINUTES,
    // The person's own choice, when they made one, wins over the browser they happen to ask from.
    language: isLanguage(user.language) ? user.language : language,
  });
  void sendMail(message).catch((error: unknown) =>
    console.error("[mail] password reset e-mail failed:", error),
  );
}
