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
};

/**
 * The signer of a merchant's passes of one pass type: the merchant's uploaded certificate
 * (merchant-certificate.ts) when it has one for that pass type, else (development and tests) the project's own
 * local chain. Implemented by the Apple pass work (issue 18).
 */
export async function resolvePassSigner(_options: {
  merchantId: string;
  passTypeIdentifier: string;
}): Promise<PassSigner> {
  throw new Error("resolvePassSigner: not implemented yet (issue 18)");
}
