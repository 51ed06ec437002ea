import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/lib/db/models/user";
import { getEnv } from "@/lib/env";
import type { MailMessage } from "@/lib/mail/send-mail";
import { verificationEmail } from "@/lib/mail/verification-email";
import type { MailPayload } from "@/lib/outbox/mail-payload";
import {
  hashVerificationCode,
  newVerificationCode,
  VERIFICATION_CODE_TTL_MS,
} from "@/lib/services/signup/verification-code";

export function verificationLink({ pendingId, code }: { pendingId: string; code: string }): string {
  const base = getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000";
  const url = new URL("/signup/verify", base);
  url.search = new URLSearchParams({ pendingId, code }).toString();
  return url.toString();
}

/**
 * The verification e-mail of a pending signup (a `signup.submitted` change), composed when the outbox sends it: a
 * new code replaces the pending row's (only its keyed hash is stored, so the code exists nowhere but in this
 * e-mail), valid for 24 hours. Only the latest submission's e-mail carries a code, so the newest e-mail always holds
 * the working one, even when two are sent at once; an older submission's, or a signup activated meanwhile, gets
 * nothing.
 */
export async function composeVerificationMail({
  pendingId,
  submittedAt,
  language,
}: Extract<MailPayload, { compose: "signup-verification" }>): Promise<MailMessage | null> {
  await connectToDatabase();
  const pending = await User.findById(pendingId, { email: 1, name: 1, status: 1 }).lean();
  if (pending?.status !== "pending") return null;
  const code = newVerificationCode();
  const replaced = await User.updateOne(
    { _id: pendingId, status: "pending", "signup.lastActivityAt": new Date(submittedAt) },
    {
      $set: {
        "signup.verification": {
          codeHash: hashVerificationCode(pending.email, code),
          expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
          usedAt: null,
        },
      },
    },
  );
  if (replaced.matchedCount === 0) return null;
  const link = verificationLink({ pendingId, code });
  if (!getEnv().SMTP_URL && getEnv().NODE_ENV === "development") {
    console.info(`[mail] development outbox: verification link for pending signup ${pendingId}: ${link}`);
  }
  return verificationEmail({ to: pending.email, name: pending.name, code, link, language });
}
