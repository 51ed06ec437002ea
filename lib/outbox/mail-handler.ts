import { type MailMessage, sendMail } from "@/lib/mail/send-mail";
import type { OutboxHandler } from "@/lib/outbox/types";

/** Outbox kind `mail`: an e-mail that must go out even if the server stops right after deciding to send it. */
export const mailHandler: OutboxHandler = {
  retry: { baseDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 3 * 24 * 3_600_000 },
  async deliver(message) {
    await sendMail(message.payload as MailMessage);
    return { ok: true };
  },
};
