import { randomUUID } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import type { Language } from "@/lib/i18n/language";
import { type CardLinkReason, cardLinkEmail } from "@/lib/mail/card-link-email";
import { type GiftCardLinkReason, giftCardLinkEmail } from "@/lib/mail/gift-card-link-email";
import { sendMail } from "@/lib/mail/send-mail";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { OutboxHandler } from "@/lib/outbox/types";
import { type CardLinkRecipient, cardLinkRecipientOf } from "@/lib/services/card-links/card-link-recipients";
import { cardLinkUrl } from "@/lib/services/card-links/card-link-token";
import { cardLinkLanguageOf, issueCardLink } from "@/lib/services/card-links/card-links";
import type { PassSubject } from "@/lib/services/wallet/pass-identity";

/** A member's link goes out on joining (or a repeat join); a gift card's when it is issued; both when replaced. */
type CardLinkPayload =
  | { subject: PassSubject & { kind: "member" }; language: Language; reason: CardLinkReason }
  | { subject: PassSubject & { kind: "giftcard" }; language: Language; reason: GiftCardLinkReason };

/**
 * Asks for the subject's card link to be e-mailed (outbox kind `card-link`). The token is made when the e-mail
 * is sent, not here, so it is never stored anywhere — not even in the outbox row (decision 018).
 */
export async function enqueueCardLinkMail({
  merchantId,
  ...payload
}: CardLinkPayload & { merchantId: string }): Promise<void> {
  const { subject, reason } = payload;
  await enqueueOutbox({
    kind: "card-link",
    key: `card-link:${subject.kind}:${subject.id}:${reason}:${randomUUID()}`,
    merchantId,
    payload: { subject, language: payload.language, reason },
  });
}

type MailOf = { recipient: CardLinkRecipient; programName: string; link: string; language: Language };

function mailFor(payload: CardLinkPayload, { recipient, programName, link, language }: MailOf) {
  const common = { to: recipient.email, name: recipient.name, programName, link, language };
  if (payload.subject.kind === "member")
    return cardLinkEmail({ ...common, reason: payload.reason as CardLinkReason });
  return giftCardLinkEmail({
    ...common,
    reason: payload.reason as GiftCardLinkReason,
    sender: recipient.sender,
    message: recipient.message,
  });
}

/**
 * Sends one card-link e-mail: a fresh token replaces the subject's link, then the e-mail carries it. A retry
 * after a failed send makes another token (the newest e-mail always holds the working link). A subject that is
 * gone by now is dropped silently.
 */
export const cardLinkHandler: OutboxHandler = {
  retry: { baseDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 3 * 24 * 3_600_000 },
  async deliver(message) {
    const payload = message.payload as CardLinkPayload;
    const { subject, language } = payload;
    await connectToDatabase();
    const recipient = await cardLinkRecipientOf(subject);
    if (!recipient) return { ok: true };
    const program = await Program.findById(recipient.programId, { name: 1, deletedAt: 1 }).lean();
    if (!program || program.deletedAt) return { ok: true };
    // The person's own language, once a link was sent to them in one, wins over the asker's.
    const mailLanguage = (await cardLinkLanguageOf(subject)) ?? language;
    const token = await issueCardLink({
      subject,
      merchantId: recipient.merchantId,
      programId: recipient.programId,
      language: mailLanguage,
    });
    const link = cardLinkUrl(token, subject.kind);
    await sendMail(mailFor(payload, { recipient, programName: program.name, link, language: mailLanguage }));
    return { ok: true };
  },
};
