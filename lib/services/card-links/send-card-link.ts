import { randomUUID } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { Program } from "@/lib/db/models/program";
import type { Language } from "@/lib/i18n/language";
import { type CardLinkReason, cardLinkEmail } from "@/lib/mail/card-link-email";
import { sendMail } from "@/lib/mail/send-mail";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { OutboxHandler } from "@/lib/outbox/types";
import { cardLinkUrl } from "@/lib/services/card-links/card-link-token";
import { cardLinkLanguageOf, issueCardLink } from "@/lib/services/card-links/card-links";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import type { PassSubject } from "@/lib/services/wallet/pass-identity";

type CardLinkPayload = { subject: PassSubject; language: Language; reason: CardLinkReason };

/**
 * Asks for the subject's card link to be e-mailed (outbox kind `card-link`). The token is made when the e-mail
 * is sent, not here, so it is never stored anywhere — not even in the outbox row (decision 018).
 */
export async function enqueueCardLinkMail({
  subject,
  merchantId,
  language,
  reason,
}: CardLinkPayload & { merchantId: string }): Promise<void> {
  const payload: CardLinkPayload = { subject, language, reason };
  await enqueueOutbox({
    kind: "card-link",
    key: `card-link:${subject.kind}:${subject.id}:${reason}:${randomUUID()}`,
    merchantId,
    payload,
  });
}

type Recipient = { email: string; name: string | null; merchantId: string; programId: string };

/** Where a member's link goes; null when there is nobody to send it to (erased, deleted, no e-mail). */
async function memberRecipient(memberId: string): Promise<Recipient | null> {
  const member = await Member.findById(memberId).lean<StoredMember>();
  if (!member || !isVisibleMember(member) || member.status === "erased" || !member.email) return null;
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || null;
  return {
    email: member.email,
    name,
    merchantId: String(member.merchantId),
    programId: String(member.programId),
  };
}

/** Gift cards get their links the same way once their card page exists; until then there is no recipient. */
const recipientOf = (subject: PassSubject) =>
  subject.kind === "member" ? memberRecipient(subject.id) : Promise.resolve(null);

/**
 * Sends one card-link e-mail: a fresh token replaces the subject's link, then the e-mail carries it. A retry
 * after a failed send makes another token (the newest e-mail always holds the working link). A subject that is
 * gone by now is dropped silently.
 */
export const cardLinkHandler: OutboxHandler = {
  retry: { baseDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 3 * 24 * 3_600_000 },
  async deliver(message) {
    const { subject, language, reason } = message.payload as CardLinkPayload;
    await connectToDatabase();
    const recipient = await recipientOf(subject);
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
    await sendMail(
      cardLinkEmail({
        to: recipient.email,
        name: recipient.name,
        programName: program.name,
        link: cardLinkUrl(token),
        reason,
        language: mailLanguage,
      }),
    );
    return { ok: true };
  },
};
