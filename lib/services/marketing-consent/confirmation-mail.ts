import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { Program } from "@/lib/db/models/program";
import { marketingConfirmationEmail } from "@/lib/mail/marketing-confirmation-email";
import type { MailMessage } from "@/lib/mail/send-mail";
import { displayNameOf } from "@/lib/members/display-name";
import type { MailPayload } from "@/lib/outbox/mail-payload";
import {
  marketingConfirmationUrl,
  marketingTokenHashOf,
  newMarketingToken,
} from "@/lib/services/marketing-consent/confirmation-token";
import { isVisibleMember, marketingConsentStatusOf } from "@/lib/services/members/member-dto";
import type { StoredMember } from "@/lib/services/members/points-ledger";

type MarketingConfirmationMail = Extract<MailPayload, { compose: "marketing-confirmation" }>;

/**
 * The double opt-in's e-mail (a `marketing-confirmation.requested` change): the link's token is made now, when the
 * e-mail is sent, and only its hash is stored on the member. A member whose consent no longer waits (confirmed,
 * withdrawn, erased, deleted) gets nothing.
 */
export async function composeMarketingConfirmationMail({
  memberId,
  language,
}: MarketingConfirmationMail): Promise<MailMessage | null> {
  await connectToDatabase();
  const member = await Member.findById(memberId).lean<StoredMember>();
  if (!member || !isVisibleMember(member) || member.status === "erased" || !member.email) return null;
  if (marketingConsentStatusOf(member) !== "pending") return null;
  const program = await Program.findById(member.programId, { name: 1, deletedAt: 1 }).lean();
  if (!program || program.deletedAt) return null;
  const token = newMarketingToken(memberId);
  await Member.updateOne(
    { _id: member._id },
    { $set: { "consent.marketingConfirmHash": marketingTokenHashOf(token) } },
  );
  return marketingConfirmationEmail({
    to: member.email,
    name: displayNameOf(member, null),
    programName: program.name,
    link: marketingConfirmationUrl(token),
    language,
  });
}
