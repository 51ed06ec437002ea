import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { erasureCodeEmail } from "@/lib/mail/erasure-code-email";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailPayload } from "@/lib/outbox/mail-payload";
import { cardLinkRecipientOf } from "@/lib/services/card-links/card-link-recipients";
import { issueMemberCode } from "@/lib/services/member-codes/member-codes";

type ErasureCodeMail = Extract<MailPayload, { compose: "erasure-code" }>;

/**
 * The e-mail with the code that confirms a member's own deletion (an `erasure-code.requested` change): the code is
 * made now, when the e-mail is sent, replacing the member's previous one; only its hash is stored. A member who is
 * gone by now, or has no e-mail, gets nothing.
 */
export async function composeErasureCodeMail({
  memberId,
  language,
}: ErasureCodeMail): Promise<MailMessage | null> {
  await connectToDatabase();
  const recipient = await cardLinkRecipientOf({ kind: "member", id: memberId });
  if (!recipient) return null;
  const program = await Program.findById(recipient.programId, { name: 1, deletedAt: 1 }).lean();
  if (!program || program.deletedAt) return null;
  const code = await issueMemberCode({ scope: { kind: "erase", memberId }, memberId });
  return erasureCodeEmail({
    to: recipient.email,
    name: recipient.name,
    programName: program.name,
    code,
    language,
  });
}
