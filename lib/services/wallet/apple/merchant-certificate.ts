import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassCertificate } from "@/lib/db/models/apple-pass-certificate";
import { openWalletSecret, sealWalletSecret } from "@/lib/services/pass-updates/sealed-secret";
import {
  certificateSealContext,
  currentCertificates,
  type StoredPassCertificate,
} from "@/lib/services/wallet/certificates/certificate-dto";

/** A merchant's uploaded Pass Type ID certificate, decrypted for use (never returned by the API). */
export type MerchantPassCertificate = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificatePem: string;
  privateKeyPem: string;
  expiresAt: Date;
};

/** A stored certificate that no configured key opens: it cannot sign, and the state says so. */
export const UNREADABLE_CERTIFICATE = "unreadable" as const;

/**
 * The merchant's certificate for a pass type, or null when it has uploaded none (then the service or the
 * development chain signs), or `UNREADABLE_CERTIFICATE`.
 * An expired certificate is answered too (`expiresAt` says so): what to sign with then is the signer's call.
 * A certificate no configured key opens (WALLET_ENCRYPTION_KEY changed without `_PREVIOUS`) cannot sign,
 * said once in the log; one sealed under the previous key is sealed again under the current one.
 */
export async function findMerchantPassCertificate({
  merchantId,
  passTypeIdentifier,
}: {
  merchantId: string;
  passTypeIdentifier: string;
}): Promise<MerchantPassCertificate | typeof UNREADABLE_CERTIFICATE | null> {
  await connectToDatabase();
  const rows = await ApplePassCertificate.find({ merchantId, passTypeIdentifier }).lean<
    StoredPassCertificate[]
  >();
  const [stored] = currentCertificates(rows);
  if (!stored) return null;
  const context = (part: string) => certificateSealContext(merchantId, passTypeIdentifier, part);
  const certificate = openWalletSecret(stored.sealedCertificate, context("certificate"));
  const privateKey = openWalletSecret(stored.sealedPrivateKey, context("private-key"));
  if (!certificate || !privateKey) {
    warnUnreadable(String(stored._id));
    return UNREADABLE_CERTIFICATE;
  }
  if (certificate.isUnderPreviousKey || privateKey.isUnderPreviousKey) {
    await ApplePassCertificate.updateOne(
      { _id: stored._id },
      {
        sealedCertificate: sealWalletSecret(certificate.plain, context("certificate")),
        sealedPrivateKey: sealWalletSecret(privateKey.plain, context("private-key")),
      },
    );
  }
  return {
    passTypeIdentifier,
    teamIdentifier: stored.teamIdentifier,
    certificatePem: certificate.plain,
    privateKeyPem: privateKey.plain,
    expiresAt: stored.notAfter,
  };
}

const warned = new Set<string>();
function warnUnreadable(certificateId: string) {
  if (warned.has(certificateId)) return;
  warned.add(certificateId);
  console.error(
    `[wallet] Pass Type ID certificate ${certificateId} cannot be opened with WALLET_ENCRYPTION_KEY (nor _PREVIOUS): upload it again`,
  );
}
