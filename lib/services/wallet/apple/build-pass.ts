import { type Clock, systemClock } from "@/lib/clock";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { notFound } from "@/lib/errors/api-error";
import {
  type PassSubject,
  passAuthenticationTokenOf,
  passSerialOf,
} from "@/lib/services/pass-updates/pass-identity";
import { assemblePass, signAssembledPass } from "@/lib/services/wallet/apple/assemble-pass";
import {
  type CertificateVersions,
  certificateVersionOf,
  readCertificateVersions,
} from "@/lib/services/wallet/apple/certificate-version";
import { passWebServiceUrl } from "@/lib/services/wallet/apple/pass-base-url";
import { type PrefetchedTemplate, prefetchPassTemplate } from "@/lib/services/wallet/apple/pass-design";
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
  // The subject, its program and what the pass needs besides, in one round trip (decision 060).
  const reads = startApplePassReads({ merchantId, programId, subject, withIdentities: !issuedAs });
  const owner = { merchantId, programId };
  const source = await loadPassSource({ subject, withOffers: true, now, owner });
  if (!source || source.merchantId !== merchantId || source.programId !== programId)
    throw notFound(PASS_NOT_FOUND);
  // The message to pass holders this pass carries (decision 047), for its "fetched" count.
  const messageId = source.kind === "member" ? (source.latestMessage?.id ?? null) : null;
  return { ...(await buildApplePassOf(source, { issuedAs, reads })), messageId };
}

/**
 * A download's pass type identifier when a device already holds the pass under another one that can still be
 * signed for real (the service's, after the merchant uploaded its own certificate): the same pass again, so
 * adding it replaces the installed one instead of adding a second (decision 028). Else the current one.
 */
async function installedIdentityOf(
  merchantId: string,
  { identities, certificates }: Pick<ApplePassReads, "identities" | "certificates">,
): Promise<string | undefined> {
  for (const passTypeIdentifier of new Set(await identities)) {
    const version = certificateVersionOf(await certificates, passTypeIdentifier);
    const signer = await resolveIssuedPassSigner({ merchantId, passTypeIdentifier, version });
    if (!signer.isDevelopment) return passTypeIdentifier;
  }
  return undefined;
}

/**
 * What a pass needs besides its subject and program, started at once so it costs no round trip of its own
 * (decision 060): the pass type identifiers devices hold it under (its registrations by serial number), the
 * merchant's certificates' version (the signer's key) and the template the program wore last (its design's).
 */
export type ApplePassReads = {
  identities: Promise<string[]>;
  certificates: Promise<CertificateVersions>;
  template: PrefetchedTemplate | null;
};

const settled = <T>(read: Promise<T>): Promise<T> => {
  read.catch(() => {}); // awaited where used; a failure then still throws
  return read;
};

export function startApplePassReads({
  merchantId,
  programId,
  subject,
  withIdentities = true,
}: {
  merchantId: string;
  programId: string;
  subject: PassSubject;
  /** False when the caller names the pass type identifier the pass is issued under (`issuedAs`). */
  withIdentities?: boolean;
}): ApplePassReads {
  if (!withIdentities) {
    const certificates = settled(readCertificateVersions(merchantId));
    return { identities: Promise.resolve([]), certificates, template: prefetchPassTemplate(programId) };
  }
  const identities = ApplePassRegistration.find(
    { serialNumber: passSerialOf(subject) },
    { passTypeIdentifier: 1 },
  )
    .lean()
    .exec()
    .then((registrations) => registrations.map((each) => each.passTypeIdentifier));
  return {
    identities: settled(identities),
    certificates: settled(readCertificateVersions(merchantId)),
    template: prefetchPassTemplate(programId),
  };
}

/**
 * The signed pass of a subject already read (the API's routes check the subject first). `reads`: what the caller
 * started reading alongside the subject (startApplePassReads); else they are read now.
 */
export async function buildApplePassOf(
  source: PassSource,
  { issuedAs, reads }: { issuedAs?: string; reads?: ApplePassReads } = {},
): Promise<{ pkpass: Buffer; passTypeIdentifier: string; serialNumber: string }> {
  const subject: PassSubject =
    source.kind === "member"
      ? { kind: "member", id: String(source.member._id) }
      : { kind: "giftcard", id: String(source.card._id) };
  const serialNumber = passSerialOf(subject);
  const started =
    reads ??
    startApplePassReads({
      merchantId: source.merchantId,
      programId: source.programId,
      subject,
      withIdentities: !issuedAs,
    });
  const pass = await assemblePass({
    program: source.program,
    merchantName: source.merchantName,
    facts: passFactsOf(source),
    serialNumber,
    webService: { url: passWebServiceUrl(), authenticationToken: passAuthenticationTokenOf(serialNumber) },
    issuedAs: issuedAs ?? (await installedIdentityOf(source.merchantId, started)),
    prefetched: started.template,
    certificates: started.certificates,
    locations: source.locations,
  });
  return {
    pkpass: signAssembledPass(pass),
    passTypeIdentifier: pass.signer.passTypeIdentifier,
    serialNumber,
  };
}
