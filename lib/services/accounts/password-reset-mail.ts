import { randomBytes } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { PasswordReset } from "@/lib/db/models/password-reset";
import { User } from "@/lib/db/models/user";
import { getEnv } from "@/lib/env";
import { isLanguage } from "@/lib/i18n/language";
import { passwordResetEmail } from "@/lib/mail/password-reset-email";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailPayload } from "@/lib/outbox/mail-payload";
import { PASSWORD_RESET_TTL_MINUTES } from "@/lib/schemas/account";
import { resetTokenId } from "@/lib/services/accounts/request-password-reset";

/**
 * The password-reset e-mail (a `password-reset.requested` change), composed when the outbox sends it: a new
 * single-use token, stored only as its keyed hash, valid for PASSWORD_RESET_TTL_MINUTES from now. An account that
 * is no longer active gets nothing.
 */
export async function composePasswordResetMail({
  userId,
  language,
}: Extract<MailPayload, { compose: "password-reset" }>): Promise<MailMessage | null> {
  await connectToDatabase();
  const user = await User.findById(userId, { email: 1, name: 1, status: 1, language: 1 }).lean();
  if (user?.status !== "active") return null;
  const token = randomBytes(32).toString("base64url");
  await PasswordReset.create({
    _id: resetTokenId(token),
    userId: user._id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000"}/reset-password?token=${token}`;
  return passwordResetEmail({
    to: user.email,
    name: user.name,
    link,
    minutes: PASSWORD_RESET_TTL_MINUTES,
    // The person's own choice, when they made one, wins over the browser they happen to ask from.
    language: isLanguage(user.language) ? user.language : language,
  });
}
