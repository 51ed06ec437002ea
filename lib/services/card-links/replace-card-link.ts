import { ServiceError } from "@/lib/errors/api-error";
import { CARD_LINK_ERROR_CODES, CARD_LINK_SENT, type CardLinkSent } from "@/lib/schemas/card-link";
import { cardLinkLanguageOf, revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { mailLanguageOf } from "@/lib/services/card-link-store/mail-language";
import { recordChange } from "@/lib/services/changes/record-change";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import { memberConflict } from "@/lib/services/members/member-conflict";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/**
 * The merchant replaces a member's card link: the old link stops working now, and a new one is e-mailed to the
 * member (in the language of their earlier link e-mails, else the program's). The answer does not carry the
 * link: it only ever travels to the member's own mailbox (decision 018).
 */
export async function replaceMemberCardLink({
  merchantId,
  programId,
  memberId,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
}): Promise<CardLinkSent> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const member = await getMemberOrThrow({ merchantId, programId, memberId });
  if (member.status === "erased") throw memberConflict("MEMBER_ERASED");
  if (!member.email) {
    throw new ServiceError("MEMBER_HAS_NO_EMAIL", CARD_LINK_ERROR_CODES.MEMBER_HAS_NO_EMAIL, 409);
  }
  const subject = { kind: "member" as const, id: memberId };
  const language = (await cardLinkLanguageOf(subject)) ?? mailLanguageOf(program.language);
  await revokeCardLink(subject);
  await recordChange({
    kind: "card-link.requested",
    merchantId,
    subject: { ...subject, reason: "replaced" },
    language,
  });
  return { message: CARD_LINK_SENT };
}
