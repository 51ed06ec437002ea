import { X509Certificate } from "node:crypto";
import { makeRoomFor } from "@/lib/bounded-map";
import { type Clock, systemClock } from "@/lib/clock";
import { getEnv } from "@/lib/env";
import type { CertificateIssue, PassSignedBy } from "@/lib/schemas/wallet";
import {
  DEVELOPMENT_TEAM_IDENTIFIER,
  developmentPassCertificate,
} from "@/lib/services/wallet/apple/development-chain";
import {
  findMerchantPassCertificate,
  type MerchantPassCertificate,
  UNREADABLE_CERTIFICATE,
} from "@/lib/services/wallet/apple/merchant-certificate";
import {
  type ServicePassCertificate,
  servicePassCertificate,
} from "@/lib/services/wallet/apple/service-certificate";

/**
 * What signs a merchant's Apple Wallet passes and authenticates its APNs pushes: the Pass Type ID certificate
 * and key, Apple's WWDR intermediate, and the pass type identifier and Team ID a pass signed with it carries
 * (always the certificate's own). Seam shared by the pass builder (build-pass.ts), the PassKit web service and
 * the APNs sender.
 */
export type PassSigner = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM of the Pass Type ID certificate. */
  signerCertPem: string;
  /** PEM of its private key (unencrypted, held in memory only). */
  signerKeyPem: string;
  /** PEM of the WWDR intermediate that issued the signer certificate. */
  wwdrPem: string;
  /** The merchant's own certificate, the service's (decision 028), or the local development chain. */
  signedBy: PassSignedBy;
  /** True for the project's own local development chain, never accepted by a real device. */
  isDevelopment: boolean;
  expiresAt: Date;
  /** The development chain's root CA (what verifies its signatures offline); absent for Apple's chain. */
  developmentRootPem?: string;
  /** Why the merchant's stored certificate for the program's pass type is not the signer; null when it is or none is stored. */
  certificateIssue: CertificateIssue | null;
};

// A caller without the certificates' version (certificate-version.ts) gets a signer at most this old (at once
// after forgetPassSigners in this process); one with it, the signer of exactly that version (decision 060).
const CACHE_MS = 60_000;
const CACHE_MAX = 1_000;
const cache = new Map<string, { signer: Promise<PassSigner>; until: number; version?: string }>();
const warned = new Set<string>();

/** Whether a stored certificate can sign for real: opened, and issued and signed by the configured WWDR. */
function issueOf(
  own: MerchantPassCertificate | typeof UNREADABLE_CERTIFICATE,
  wwdrPem: string | undefined,
): CertificateIssue | null {
  if (own === UNREADABLE_CERTIFICATE) return "UNREADABLE";
  if (!wwdrPem) return "WWDR_NOT_CONFIGURED";
  const leaf = new X509Certificate(own.certificatePem);
  const wwdr = new X509Certificate(wwdrPem);
  return leaf.checkIssued(wwdr) && leaf.verify(wwdr.publicKey) ? null : "NOT_FROM_WWDR";
}

function warnOnce(merchantId: string, passTypeIdentifier: string, issue: CertificateIssue) {
  const key = `${merchantId}\n${passTypeIdentifier}\n${issue}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.error(
    `[wallet] the Pass Type ID certificate of merchant ${merchantId} for ${passTypeIdentifier} does not sign (${issue}): its passes are signed by the service or the development chain`,
  );
}

const serviceSigner = (
  service: ServicePassCertificate,
  certificateIssue: CertificateIssue | null,
): PassSigner => ({
  passTypeIdentifier: service.passTypeIdentifier,
  teamIdentifier: service.teamIdentifier,
  signerCertPem: service.certificatePem,
  signerKeyPem: service.privateKeyPem,
  wwdrPem: service.wwdrPem,
  signedBy: "service",
  isDevelopment: false,
  expiresAt: service.expiresAt,
  certificateIssue,
});

async function developmentSigner(
  passTypeIdentifier: string,
  certificateIssue: CertificateIssue | null,
): Promise<PassSigner> {
  const development = await developmentPassCertificate(passTypeIdentifier);
  return {
    passTypeIdentifier,
    teamIdentifier: DEVELOPMENT_TEAM_IDENTIFIER,
    signerCertPem: development.certificatePem,
    signerKeyPem: development.privateKeyPem,
    wwdrPem: development.wwdrPem,
    signedBy: "development",
    isDevelopment: true,
    expiresAt: development.notAfter,
    developmentRootPem: development.rootPem,
    certificateIssue,
  };
}

async function loadSigner(merchantId: string, passTypeIdentifier: string): Promise<PassSigner> {
  const own = await findMerchantPassCertificate({ merchantId, passTypeIdentifier });
  const wwdrPem = getEnv().APPLE_WWDR_CERTIFICATE;
  const certificateIssue = own ? issueOf(own, wwdrPem) : null;
  if (own && own !== UNREADABLE_CERTIFICATE && wwdrPem && !certificateIssue)
    return {
      passTypeIdentifier,
      teamIdentifier: own.teamIdentifier,
      signerCertPem: own.certificatePem,
      signerKeyPem: own.privateKeyPem,
      wwdrPem,
      signedBy: "merchant",
      isDevelopment: false,
      expiresAt: own.expiresAt,
      certificateIssue: null,
    };
  if (certificateIssue) warnOnce(merchantId, passTypeIdentifier, certificateIssue);
  const service = servicePassCertificate();
  if (service) return serviceSigner(service, certificateIssue);
  return developmentSigner(passTypeIdentifier, certificateIssue);
}

/**
 * The signer of the passes a program with this pass type identifier issues now: the merchant's uploaded
 * certificate (merchant-certificate.ts) when it can be used — opened, and issued by the service's WWDR
 * intermediate (`APPLE_WWDR_CERTIFICATE`) — else the service's own certificate (service-certificate.ts, with
 * the service's pass type identifier), else the project's local development chain (development-chain.ts).
 * Kept in memory per merchant and pass type: given `version` (the stored certificates' version, read before),
 * the signer loaded at that version — never an older one; else for a minute. Callers asking at once share one
 * lookup.
 */
export function resolvePassSigner({
  merchantId,
  passTypeIdentifier,
  version,
  now = systemClock,
}: {
  merchantId: string;
  passTypeIdentifier: string;
  version?: string;
  now?: Clock;
}): Promise<PassSigner> {
  const at = now().getTime();
  const key = `${merchantId}\n${passTypeIdentifier}`;
  const cached = cache.get(key);
  const isCurrent = version === undefined ? cached && cached.until > at : cached?.version === version;
  if (cached && isCurrent) return cached.signer;
  makeRoomFor(cache, key, CACHE_MAX);
  // Loaded after the version was read: never older than the version it is kept under.
  const signer = loadSigner(merchantId, passTypeIdentifier);
  cache.set(key, { signer, until: at + CACHE_MS, version });
  // A failed lookup (database down) is not kept: the next call tries again.
  signer.catch(() => {
    if (cache.get(key)?.signer === signer) cache.delete(key);
  });
  return signer;
}

/** Drops the merchant's cached signers in this process (after a certificate was uploaded or deleted). */
export function forgetPassSigners(merchantId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${merchantId}\n`)) cache.delete(key);
}

/**
 * The signer of a pass already issued under `passTypeIdentifier` (the PassKit web service's and APNs' view: a
 * pass's pass type identifier never changes once installed): the service's certificate for the service's
 * identifier; else the program's current signer when it signs under that identifier; else the development
 * chain (the merchant's certificate that signed it is gone or unusable: nothing can sign it for real).
 */
export async function resolveIssuedPassSigner({
  merchantId,
  passTypeIdentifier,
  version,
  now = systemClock,
}: {
  merchantId: string;
  passTypeIdentifier: string;
  version?: string;
  now?: Clock;
}): Promise<PassSigner> {
  const service = servicePassCertificate();
  if (service?.passTypeIdentifier === passTypeIdentifier) return serviceSigner(service, null);
  const current = await resolvePassSigner({ merchantId, passTypeIdentifier, version, now });
  if (current.passTypeIdentifier === passTypeIdentifier) return current;
  return developmentSigner(passTypeIdentifier, current.certificateIssue);
}
