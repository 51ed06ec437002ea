/** A merchant's uploaded Pass Type ID certificate, decrypted for use (never returned by the API). */
export type MerchantPassCertificate = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificatePem: string;
  privateKeyPem: string;
  expiresAt: Date;
};

/**
 * The merchant's certificate for a pass type, or null when it has uploaded none (then development signs).
 * Implemented by the certificate-upload work (issue 18).
 */
export async function findMerchantPassCertificate(_options: {
  merchantId: string;
  passTypeIdentifier: string;
}): Promise<MerchantPassCertificate | null> {
  return null;
}
