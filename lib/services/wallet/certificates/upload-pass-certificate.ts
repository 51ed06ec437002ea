import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassCertificate } from "@/lib/db/models/apple-pass-certificate";
import { Program } from "@/lib/db/models/program";
import { getEnv } from "@/lib/env";
import type { AppleCertificateDto, UploadAppleCertificateInput } from "@/lib/schemas/wallet";
import { sealWalletSecret } from "@/lib/services/pass-updates/sealed-secret";
import { forgetPassSigners, resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import {
  certificateSealContext,
  type StoredPassCertificate,
  toCertificateDto,
} from "@/lib/services/wallet/certificates/certificate-dto";
import { refuseCertificate } from "@/lib/services/wallet/certificates/read-p12";
import { readPassCertificate } from "@/lib/services/wallet/certificates/read-pass-certificate";

/** Whether one of the merchant's programs (not deleted) issues passes of this type. */
async function isPassTypeUsed(merchantId: string, passTypeIdentifier: string): Promise<boolean> {
  const programs = await Program.find({ merchantId }, { passTypeIdentifier: 1, deletedAt: 1 }).lean();
  return programs.some((program) => !program.deletedAt && program.passTypeIdentifier === passTypeIdentifier);
}

/**
 * Stores a merchant's Pass Type ID certificate for the pass type it names (its subject UID), replacing the one
 * held for that pass type. Checked first (read-pass-certificate.ts), then: the Team ID named is the
 * certificate's, the pass type is the one named (when named) and one of the merchant's programs uses it.
 * Nothing is stored when any check fails. Without `APPLE_WWDR_CERTIFICATE` production refuses the upload
 * (`CERTIFICATE_UNVERIFIABLE`); elsewhere it is stored and answered with `issue: WWDR_NOT_CONFIGURED`.
 */
export async function uploadPassCertificate({
  merchantId,
  userId,
  input,
  now = systemClock,
}: {
  merchantId: string;
  userId: string | null;
  input: UploadAppleCertificateInput;
  now?: Clock;
}): Promise<AppleCertificateDto> {
  const at = now();
  const { APPLE_WWDR_CERTIFICATE: wwdrPem, NODE_ENV } = getEnv();
  // In production nothing is stored that cannot be verified: it would sign no pass a device accepts.
  if (!wwdrPem && NODE_ENV === "production") throw refuseCertificate("CERTIFICATE_UNVERIFIABLE");
  const certificate = readPassCertificate({ input, at, wwdrPem });
  const { passTypeIdentifier } = certificate;
  if (input.passTypeIdentifier && input.passTypeIdentifier !== passTypeIdentifier)
    throw refuseCertificate("CERTIFICATE_PASS_TYPE_MISMATCH");
  if (certificate.teamIdentifier !== input.teamIdentifier)
    throw refuseCertificate("CERTIFICATE_TEAM_MISMATCH");
  await connectToDatabase();
  if (!(await isPassTypeUsed(merchantId, passTypeIdentifier)))
    throw refuseCertificate("CERTIFICATE_PASS_TYPE_UNUSED");
  const seal = (plain: string, part: string) =>
    sealWalletSecret(plain, certificateSealContext(merchantId, passTypeIdentifier, part));
  const { certificatePem, privateKeyPem, ...metadata } = certificate;
  const created = await ApplePassCertificate.create({
    merchantId,
    ...metadata,
    sealedCertificate: seal(certificatePem, "certificate"),
    sealedPrivateKey: seal(privateKeyPem, "private-key"),
    uploadedBy: userId,
  });
  // The replaced certificate goes once the new one is stored (readers take the newest meanwhile).
  await ApplePassCertificate.deleteMany({
    merchantId,
    passTypeIdentifier,
    createdAt: { $lt: created.createdAt },
  });
  // This process signs with it at once; others within the signer cache's minute.
  forgetPassSigners(merchantId);
  const signer = await resolvePassSigner({ merchantId, passTypeIdentifier });
  return toCertificateDto(created.toObject() as StoredPassCertificate, at, signer.certificateIssue);
}
