import { type Clock, systemClock } from "@/lib/clock";
import { notFound } from "@/lib/errors/api-error";
import {
  type PassSubject,
  passAuthenticationTokenOf,
  passSerialOf,
} from "@/lib/services/pass-updates/pass-identity";
import { assemblePass, signAssembledPass } from "@/lib/services/wallet/apple/assemble-pass";
import { passWebServiceUrl } from "@/lib/services/wallet/apple/pass-base-url";
import { loadPassSource, type PassSource, passFactsOf } from "@/lib/services/wallet/pass-source";

export const PASS_NOT_FOUND = "Pass not found";

/**
 * The signed `.pkpass` of one member's or gift card's pass, as it is now. The API routes, the customer's card
 * page and the PassKit web service all serve what this builds. An erased, deleted or purged member (card) still
 * has its pass — voided, without personal data — so installed copies can be brought up to date; 404 when the
 * subject was never stored, or belongs to another merchant or program.
 */
export async function buildApplePass({
  merchantId,
  programId,
  subject,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  subject: PassSubject;
  now?: Clock;
}): Promise<{ pkpass: Buffer; passTypeIdentifier: string; serialNumber: string }> {
  const source = await loadPassSource({ subject, withOffers: true, now });
  if (!source || source.merchantId !== merchantId || source.programId !== programId)
    throw notFound(PASS_NOT_FOUND);
  return buildApplePassOf(source);
}

/** The signed pass of a subject already read (the API's routes check the subject first). */
export async function buildApplePassOf(
  source: PassSource,
): Promise<{ pkpass: Buffer; passTypeIdentifier: string; serialNumber: string }> {
  const subject: PassSubject =
    source.kind === "member"
      ? { kind: "member", id: String(source.member._id) }
      : { kind: "giftcard", id: String(source.card._id) };
  const serialNumber = passSerialOf(subject);
  const pass = await assemblePass({
    program: source.program,
    merchantName: source.merchantName,
    facts: passFactsOf(source),
    serialNumber,
    webService: { url: passWebServiceUrl(), authenticationToken: passAuthenticationTokenOf(serialNumber) },
  });
  return {
    pkpass: signAssembledPass(pass),
    passTypeIdentifier: source.program.passTypeIdentifier,
    serialNumber,
  };
}
