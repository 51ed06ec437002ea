import { type Clock, systemClock } from "@/lib/clock";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { notFound } from "@/lib/errors/api-error";
import {
  type PassSubject,
  passAuthenticationTokenOf,
  passSerialOf,
} from "@/lib/services/pass-updates/pass-identity";
import { assemblePass, signAssembledPass } from "@/lib/services/wallet/apple/assemble-pass";
import { passWebServiceUrl } from "@/lib/services/wallet/apple/pass-base-url";
import type { PrefetchedTemplate } from "@/lib/services/wallet/apple/pass-design";
import { resolveIssuedPassSigner } from "@/lib/services/wallet/apple/pass-signer";
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
  issuedAs,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  subject: PassSubject;
  /** The pass type identifier a device holds the pass under (the PassKit web service's request names it). */
  issuedAs?: string;
  now?: Clock;
}): Promise<{ pkpass: Buffer; passTypeIdentifier: string; serialNumber: string; messageId: string | null }> {
  const source = await loadPassSource({ subject, withOffers: true, now });
  if (!source || source.merchantId !== merchantId || source.programId !== programId)
    throw notFound(PASS_NOT_FOUND);
  // The message to pass holders this pass carries (decision 047), for its "fetched" count.
  const messageId = source.kind === "member" ? (source.latestMessage?.id ?? null) : null;
  return { ...(await buildApplePassOf(source, { issuedAs })), messageId };
}

/**
 * A download's pass type identifier when a device already holds the pass under another one that can still be
 * signed for real (the service's, after the merchant uploaded its own certificate): the same pass again, so
 * adding it replaces the installed one instead of adding a second (decision 028). Else the current one.
 */
async function installedIdentityOf(
  merchantId: string,
  identities: Promise<string[]>,
): Promise<string | undefined> {
  for (const passTypeIdentifier of new Set(await identities)) {
    const signer = await resolveIssuedPassSigner({ merchantId, passTypeIdentifier });
    if (!signer.isDevelopment) return passTypeIdentifier;
  }
  return undefined;
}

/** The pass type identifiers devices hold this pass under (one read of its registrations by serial number). */
export function installedIdentities(serialNumber: string): Promise<string[]> {
  const identities = ApplePassRegistration.find({ serialNumber }, { passTypeIdentifier: 1 })
    .lean()
    .exec()
    .then((registrations) => registrations.map((each) => each.passTypeIdentifier));
  identities.catch(() => {}); // awaited by installedIdentityOf; a failure then still throws
  return identities;
}

/**
 * The signed pass of a subject already read (the API's routes check the subject first). `prefetched`: what the
 * caller started reading alongside the subject — the devices' pass type identifiers, the template the program
 * wore last — so the pass needs no further round trip for them.
 */
export async function buildApplePassOf(
  source: PassSource,
  {
    issuedAs,
    prefetched,
  }: {
    issuedAs?: string;
    prefetched?: { identities: Promise<string[]>; template: PrefetchedTemplate | null };
  } = {},
): Promise<{ pkpass: Buffer; passTypeIdentifier: string; serialNumber: string }> {
  const subject: PassSubject =
    source.kind === "member"
      ? { kind: "member", id: String(source.member._id) }
      : { kind: "giftcard", id: String(source.card._id) };
  const serialNumber = passSerialOf(subject);
  const identities = () => prefetched?.identities ?? installedIdentities(serialNumber);
  const pass = await assemblePass({
    program: source.program,
    merchantName: source.merchantName,
    facts: passFactsOf(source),
    serialNumber,
    webService: { url: passWebServiceUrl(), authenticationToken: passAuthenticationTokenOf(serialNumber) },
    issuedAs: issuedAs ?? (await installedIdentityOf(source.merchantId, identities())),
    prefetched: prefetched?.template,
  });
  return {
    pkpass: signAssembledPass(pass),
    passTypeIdentifier: pass.signer.passTypeIdentifier,
    serialNumber,
  };
}
