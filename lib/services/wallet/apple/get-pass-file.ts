import { notFound } from "@/lib/errors/api-error";
import { CARD_NOT_FOUND } from "@/lib/services/giftcards/get-gift-card";
import { isVisibleCard } from "@/lib/services/giftcards/gift-card-dto";
import { MEMBER_NOT_FOUND } from "@/lib/services/members/get-member";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { assertProgramType, getProgramOrThrow } from "@/lib/services/programs/get-program";
import { buildApplePassOf, startApplePassReads } from "@/lib/services/wallet/apple/build-pass";
import { loadPassSource } from "@/lib/services/wallet/pass-source";

/**
 * The API's `.pkpass` of one member or gift card: the merchant's own program of the right type (404, 409
 * `PROGRAM_NOT_LOYALTY` / `PROGRAM_NOT_GIFTCARD` as its other endpoints), and a member (card) of it that is not
 * deleted (404). Erased members and cards answer their voided pass.
 */
export async function getApplePassFile({
  merchantId,
  programId,
  subject,
}: {
  merchantId: string;
  programId: string;
  subject: PassSubject;
}): Promise<{ pkpass: Buffer; serialNumber: string }> {
  // One round trip: the subject with its ledger and its program, the program's offers, the devices holding the
  // pass, the merchant's certificates' version and the template the program wore last (decision 060). The
  // program's own lookup (and its 404s) is made only when the subject is not this program's.
  const reads = startApplePassReads({ merchantId, programId, subject });
  const source = await loadPassSource({ subject, withOffers: true, owner: { merchantId, programId } });
  const isOwn = Boolean(source && source.merchantId === merchantId && source.programId === programId);
  const program =
    source && isOwn && !source.program.deletedAt
      ? source.program
      : await getProgramOrThrow({ merchantId, programId });
  assertProgramType(program, subject.kind === "member" ? "loyalty" : "giftcard");
  const isVisible =
    source && (source.kind === "member" ? isVisibleMember(source.member) : isVisibleCard(source.card));
  if (!source || !isOwn || !isVisible)
    throw notFound(subject.kind === "member" ? MEMBER_NOT_FOUND : CARD_NOT_FOUND);
  return buildApplePassOf(source, { reads });
}
