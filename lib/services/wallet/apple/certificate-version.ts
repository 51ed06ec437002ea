import { ApplePassCertificate } from "@/lib/db/models/apple-pass-certificate";

/** The version of a merchant's stored certificates per pass type identifier (certificateVersionOf reads one). */
export type CertificateVersions = Map<string, string>;

/**
 * What the merchant's stored Pass Type ID certificates are now, per pass type identifier: their rows' ids and
 * times of change, without the sealed secrets (decision 060). An upload inserts a row and deletes the older
 * ones, a deletion deletes, a re-seal updates: each changes the version, so a signer kept by it is never stale,
 * whichever process made the change. One `{merchantId}` read.
 */
export async function readCertificateVersions(merchantId: string): Promise<CertificateVersions> {
  const rows = await ApplePassCertificate.find(
    { merchantId },
    { passTypeIdentifier: 1, updatedAt: 1 },
  ).lean();
  const versions: CertificateVersions = new Map();
  for (const row of rows.sort((a, b) => String(a._id).localeCompare(String(b._id)))) {
    const held = versions.get(row.passTypeIdentifier);
    const own = `${String(row._id)}@${row.updatedAt.getTime()}`;
    versions.set(row.passTypeIdentifier, held ? `${held},${own}` : own);
  }
  return versions;
}

/** A pass type identifier's version ("none": no certificate stored for it). */
export const certificateVersionOf = (versions: CertificateVersions, passTypeIdentifier: string): string =>
  versions.get(passTypeIdentifier) ?? "none";
