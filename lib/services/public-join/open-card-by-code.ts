import { randomUUID } from "node:crypto";
import { type Clock, systemClock } from "@/lib/clock";
import { notFound } from "@/lib/errors/api-error";
import type { Language } from "@/lib/i18n/language";
import type { OpenCardInput } from "@/lib/schemas/member-code";
import { cardPagePath } from "@/lib/services/card-link-store/card-link-token";
import { cardLinkLanguageOf, issueCardLink } from "@/lib/services/card-link-store/card-links";
import { cardLinkRecipientOf } from "@/lib/services/card-links/card-link-recipients";
import { codeInvalid, redeemMemberCode } from "@/lib/services/member-codes/member-codes";
import { memberKeyOf } from "@/lib/services/members/member-keys";
import { PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import { findPublicProgram } from "@/lib/services/public-join/joinable-program";

/**
 * The join page's second step (decision 042): the code the join's e-mail carries opens the card at once. The code is
 * looked up by the address typed (its member key), never by asking whether the address is a member's, and every
 * failure — wrong, expired, used, exhausted, or no code ever sent — is the same 400 `CODE_INVALID`. A right code
 * adds a link to the member's card for this browser and answers its path; the links the member holds stay.
 */
export async function openCardByCode({
  programId,
  input,
  language,
  now = systemClock,
}: {
  programId: string;
  input: OpenCardInput;
  language: Language;
  now?: Clock;
}): Promise<{ cardPath: string }> {
  const program = await findPublicProgram(programId);
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
  const emailKey = memberKeyOf(program._id, "email", input.email);
  const memberId = await redeemMemberCode({ scope: { kind: "card", emailKey }, code: input.code, now });
  if (!memberId) throw codeInvalid();
  const subject = { kind: "member" as const, id: memberId };
  const recipient = await cardLinkRecipientOf(subject);
  // Erased or deleted since the e-mail went out, or moved to another program's code: nothing to open.
  if (!recipient || recipient.programId !== String(program._id)) throw codeInvalid();
  const token = await issueCardLink({
    subject,
    merchantId: recipient.merchantId,
    programId: recipient.programId,
    language: (await cardLinkLanguageOf(subject)) ?? language,
    linkId: randomUUID(),
    reason: "code",
  });
  return { cardPath: cardPagePath("member", token) };
}
