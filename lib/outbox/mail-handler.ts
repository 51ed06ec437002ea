import { type MailMessage, sendMail } from "@/lib/mail/send-mail";
import type { MailComposers, MailPayload } from "@/lib/outbox/mail-payload";
import type { OutboxHandler } from "@/lib/outbox/types";

const isRendered = (payload: unknown): payload is MailMessage =>
  typeof (payload as MailMessage).to === "string" && typeof (payload as MailMessage).subject === "string";

/**
 * Outbox kind `mail`: every e-mail the service sends leaves here, and only here. A row names the e-mail to compose
 * (`compose`, with what it needs); the composer runs when the row is sent (and again on a retry), so the e-mail
 * carries the state of that moment and its secrets are never stored. Rows written before composers existed (and
 * rows of the old kind `card-link`, which hold a card link's payload without `compose`) are still sent.
 */
export function createMailHandler(composers: MailComposers): OutboxHandler {
  return {
    retry: { baseDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 3 * 24 * 3_600_000 },
    async deliver(message) {
      const payload = message.payload as Record<string, unknown>;
      if (isRendered(payload)) {
        await sendMail(payload);
        return { ok: true };
      }
      const mail = ("compose" in payload ? payload : { ...payload, compose: "card-link" }) as MailPayload;
      const compose = composers[mail.compose] as
        | ((mail: MailPayload) => Promise<MailMessage | null>)
        | undefined;
      if (!compose)
        return { ok: false, error: `no composer for e-mail "${mail.compose}"`, isRetryable: false };
      const composed = await compose(mail);
      if (composed) await sendMail(composed);
      return { ok: true };
    },
  };
}
