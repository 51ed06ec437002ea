import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import { type MailLanguage, verificationEmail } from "@/lib/mail/verification-email";

export function verificationLink({ pendingId, code }: { pendingId: string; code: string }): string {
  const base = getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000";
  const url = new URL("/signup/verify", base);
  url.search = new URLSearchParams({ pendingId, code }).toString();
  return url.toString();
}

/**
 * Mail failures do not undo the signup: the row is kept, the failure is logged, and the wizard's
 * "resend" submits again for a fresh code.
 */
export async function sendVerificationEmail({
  pendingId,
  email,
  name,
  code,
  language,
}: {
  pendingId: string;
  email: string;
  name: string;
  code: string;
  language: MailLanguage;
}): Promise<void> {
  const link = verificationLink({ pendingId, code });
  try {
    await sendMail(verificationEmail({ to: email, name, code, link, language }));
    if (!getEnv().SMTP_URL && getEnv().NODE_ENV === "development") {
      console.info(`[mail] development outbox: verification link for pending signup ${pendingId}: ${link}`);
    }
  } catch (error) {
    console.error(`[mail] verification e-mail for pending signup ${pendingId} failed:`, error);
  }
}
