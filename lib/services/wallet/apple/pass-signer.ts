import { type Clock, systemClock } from "@/lib/clock";
import { getEnv } from "@/lib/env";
import {
  DEVELOPMENT_TEAM_IDENTIFIER,
  developmentPassCertificate,
} from "@/lib/services/wallet/apple/development-chain";
import { findMerchantPassCertificate } from "@/lib/services/wallet/apple/merchant-certificate";

/**
 * What signs a merchant's Apple Wallet passes and authenticates its APNs pushes: the Pass Type ID certificate
 * and key, Apple's WWDR intermediate, and the Team ID. Seam shared by the pass builder (build-pass.ts), the
 * PassKit web service and the APNs sender.
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
  /** True for the project's own local development chain, never accepted by a real device. */
  isDevelopment: boolean;
  expiresAt: Date;
  /** The development chain's root CA (what verifies its signatures offline); absent for Apple's chain. */
  developmentRootPem?: string;
};

// A merchant's upload reaches every process within this time (or at once where forgetPassSigners is called).
const CACHE_MS = 60_000;
const CACHE_MAX = 1_000;
const cache = new Map<string, { signer: Promise<PassSigner>; until: number }>();
let warnedNoWwdr = false;

async function loadSigner(merchantId: string, passTypeIdentifier: string): Promise<PassSigner> {
  const own = await findMerchantPassCertificate({ merchantId, passTypeIdentifier });
  const wwdrPem = getEnv().APPLE_WWDR_CERTIFICATE;
  if (own && wwdrPem)
    return {
      passTypeIdentifier,
      teamIdentifier: own.teamIdentifier,
      signerCertPem: own.certificatePem,
      signerKeyPem: own.privateKeyPem,
      wwdrPem,
      isDevelopment: false,
      expiresAt: own.expiresAt,
    };
  if (own && !warnedNoWwdr) {
    warnedNoWwdr = true;
    console.error(
      "[wallet] a merchant's Pass Type ID certificate is stored, but APPLE_WWDR_CERTIFICATE is not set: passes are signed with the development chain until it is",
    );
  }
  const development = await developmentPassCertificate(passTypeIdentifier);
  return {
    passTypeIdentifier,
    teamIdentifier: DEVELOPMENT_TEAM_IDENTIFIER,
    signerCertPem: development.certificatePem,
    signerKeyPem: development.privateKeyPem,
    wwdrPem: development.wwdrPem,
    isDevelopment: true,
    expiresAt: development.notAfter,
    developmentRootPem: development.rootPem,
  };
}

/**
 * The signer of a merchant's passes of one pass type: the merchant's uploaded certificate
 * (merchant-certificate.ts) with the service's WWDR intermediate (`APPLE_WWDR_CERTIFICATE`) when it has one
 * for that pass type, else the project's own local development chain (development-chain.ts). Kept in memory
 * for a minute per merchant and pass type; callers asking at once share one lookup.
 */
export function resolvePassSigner({
  merchantId,
  passTypeIdentifier,
  now = systemClock,
}: {
  merchantId: string;
  passTypeIdentifier: string;
  now?: Clock;
}): Promise<PassSigner> {
  const at = now().getTime();
  const key = `${merchantId}\n${passTypeIdentifier}`;
  const cached = cache.get(key);
  if (cached && cached.until > at) return cached.signer;
  if (cache.size >= CACHE_MAX) cache.clear();
  const signer = loadSigner(merchantId, passTypeIdentifier);
  cache.set(key, { signer, until: at + CACHE_MS });
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
