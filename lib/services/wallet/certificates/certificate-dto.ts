import type { Types } from "mongoose";
import { addDays } from "@/lib/clock";
import type { ApplePassCertificateDocument } from "@/lib/db/models/apple-pass-certificate";
import {
  type AppleCertificateDto,
  type CertificateIssue,
  type CertificateState,
  WALLET_LIMITS,
} from "@/lib/schemas/wallet";

export type StoredPassCertificate = ApplePassCertificateDocument & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

/** `expiring` from 30 days before `notAfter`, `expired` after it. */
export function certificateStateOf(notAfter: Date, at: Date): CertificateState {
  if (notAfter.getTime() < at.getTime()) return "expired";
  if (notAfter.getTime() <= addDays(at, WALLET_LIMITS.expiringWithinDays).getTime()) return "expiring";
  return "configured";
}

/**
 * The metadata only: the sealed certificate and key never leave the service. `issue`: why it does not sign its
 * pass type's passes (the pass signer's `certificateIssue`), null when it does.
 */
export function toCertificateDto(
  stored: StoredPassCertificate,
  at: Date,
  issue: CertificateIssue | null,
): AppleCertificateDto {
  return {
    id: String(stored._id),
    passTypeIdentifier: stored.passTypeIdentifier,
    teamIdentifier: stored.teamIdentifier,
    subjectCommonName: stored.subjectCommonName,
    issuerCommonName: stored.issuerCommonName ?? null,
    serialNumber: stored.serialNumber,
    fingerprintSha256: stored.fingerprintSha256,
    notBefore: stored.notBefore.toISOString(),
    notAfter: stored.notAfter.toISOString(),
    state: certificateStateOf(stored.notAfter, at),
    issue,
    createdAt: stored.createdAt.toISOString(),
  };
}

const isNewer = (a: StoredPassCertificate, b: StoredPassCertificate) =>
  a.createdAt.getTime() > b.createdAt.getTime() ||
  (a.createdAt.getTime() === b.createdAt.getTime() && String(a._id) > String(b._id));

/** The certificate in use for each pass type: the newest row (an upload removes older ones, but may race). */
export function currentCertificates(rows: StoredPassCertificate[]): StoredPassCertificate[] {
  const newest = new Map<string, StoredPassCertificate>();
  for (const row of rows) {
    const held = newest.get(row.passTypeIdentifier);
    if (!held || isNewer(row, held)) newest.set(row.passTypeIdentifier, row);
  }
  return [...newest.values()].sort((a, b) => a.passTypeIdentifier.localeCompare(b.passTypeIdentifier));
}

/** The additional data a sealed certificate or key is bound to: it opens only on its own merchant's row. */
export const certificateSealContext = (merchantId: string, passTypeIdentifier: string, part: string) =>
  `apple-pass-certificate\u0000${merchantId}\u0000${passTypeIdentifier}\u0000${part}`;
