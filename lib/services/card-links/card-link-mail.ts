import { randomUUID } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { type CardLinkReason, cardLinkEmail } from "@/lib/mail/card-link-email";
import { type GiftCardLinkReason, giftCardLinkEmail } from "@/lib/mail/gift-card-link-email";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailPayload } from "@/lib/outbox/mail-payload";
import { cardLinkUrl } from "@/lib/services/card-link-store/card-link-token";
import { cardLinkLanguageOf, issueCardLink } from "@/lib/services/card-link-store/card-links";
import { type CardLinkRecipient, cardLinkRecipientOf } from "@/lib/services/card-links/card-link-recipients";
import { issueMemberCode } from "@/lib/services/member-codes/member-codes";
import { memberKeyOf } from "@/lib/services/members/member-keys";

type CardLinkMail = Extract<MailPayload, { compose: "card-link" }>;

/**
 * A join's e-mail (new member or repeat) also carries a code that opens the card on the join page the person may
 * still have open (decision 042), keyed by the address it goes to; the merchant's replacement carries none.
 */
async function joinCodeFor(reason: CardLinkReason, memberId: string, recipient: CardLinkRecipient) {
  if (reason !== "joined" && reason !== "repeat") return null;
  const emailKey = memberKeyOf(recipient.programId, "email", recipient.email);
  return issueMemberCode({ scope: { kind: "card", emailKey }, memberId });
}

/**
 * The card-link e-mail (a `card-link.requested` change): a fresh token becomes this e-mail's link (the subject's
 * other links stay, decision 033), then the e-mail carries it. The token is made here, when the e-mail is sent, so it is never stored anywhere — not even in
 * the outbox row (decision 018). A retry after a failed send makes another token (the newest e-mail always holds
 * the working link). A subject that is gone by now gets nothing.
 */
export async function composeCardLinkMail(payload: CardLinkMail): Promise<MailMessage | null> {
  const { subject, language } = payload;
  await connectToDatabase();
  const recipient = await cardLinkRecipientOf(subject);
  if (!recipient) return null;
  const program = await Program.findById(recipient.programId, { name: 1, deletedAt: 1 }).lean();
  if (!program || program.deletedAt) return null;
  // The person's own language, once a link was sent to them in one, wins over the asker's.
  const mailLanguage = (await cardLinkLanguageOf(subject)) ?? language;
  const token = await issueCardLink({
    subject,
    merchantId: recipient.merchantId,
    programId: recipient.programId,
    language: mailLanguage,
    // Rows written before links had ids get one now (a retry of such a row adds a link instead of replacing it).
    linkId: payload.linkId ?? randomUUID(),
    reason: payload.reason,
  });
  const common = {
    to: recipient.email,
    name: recipient.name,
    programName: program.name,
    link: cardLinkUrl(token, subject.kind),
    language: mailLanguage,
  };
  if (subject.kind === "member") {
    const reason = payload.reason as CardLinkReason;
    return cardLinkEmail({ ...common, reason, code: await joinCodeFor(reason, subject.id, recipient) });
  }
  return giftCardLinkEmail({
    ...common,
    reason: payload.reason as GiftCardLinkReason,
    sender: recipient.sender,
    message: recipient.message,
  });
}
