import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import type { ApplePassTypeState, WalletStateDto } from "@/lib/schemas/wallet";
import { serviceGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { type PassSigner, resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { toCertificateDto } from "@/lib/services/wallet/certificates/certificate-dto";
import { getOwnGoogleWalletConfig } from "@/lib/services/wallet/certificates/google-wallet-config";
import { findCertificateRows } from "@/lib/services/wallet/certificates/list-pass-certificates";

/** The state of the passes served: the merchant's certificate's when it signs, else who signs instead. */
function appleStateOf(
  signer: PassSigner,
  certificateState: ApplePassTypeState | undefined,
): ApplePassTypeState {
  if (signer.signedBy === "merchant" && certificateState) return certificateState;
  return signer.signedBy === "service" ? "service" : "development";
}

async function googleState(merchantId: string): Promise<WalletStateDto["google"]> {
  const own = await getOwnGoogleWalletConfig({ merchantId });
  if (own) return { state: "configured", ...own };
  const service = serviceGoogleWalletCredentials();
  if (service)
    return {
      state: "service",
      issuerId: service.issuerId,
      clientEmail: service.clientEmail,
      updatedAt: null,
    };
  return { state: "not_configured", issuerId: null, clientEmail: null, updatedAt: null };
}

/**
 * The merchant's wallets in one answer: for each pass type its programs use (and each one a certificate is
 * still held for), who signs the passes served now (the pass signer's own answer, so the state is the passes'):
 * the merchant's certificate until when, the service's, or only the development chain, and why a stored
 * certificate does not sign; and where its Google Wallet configuration comes from.
 */
export async function getWalletState({
  merchantId,
  now = systemClock,
}: {
  merchantId: string;
  now?: Clock;
}): Promise<WalletStateDto> {
  const at = now();
  await connectToDatabase();
  const [programs, certificates, google] = await Promise.all([
    Program.find({ merchantId }, { passTypeIdentifier: 1, name: 1, deletedAt: 1 }).lean(),
    findCertificateRows({ merchantId }),
    googleState(merchantId),
  ]);
  const live = programs.filter((program) => !program.deletedAt);
  const passTypes = [
    ...new Set([
      ...live.map((program) => program.passTypeIdentifier),
      ...certificates.map((c) => c.passTypeIdentifier),
    ]),
  ].sort();
  const apple = await Promise.all(
    passTypes.map(async (passTypeIdentifier) => {
      const stored = certificates.find(
        (certificate) => certificate.passTypeIdentifier === passTypeIdentifier,
      );
      const signer = await resolvePassSigner({ merchantId, passTypeIdentifier });
      const certificate = stored ? toCertificateDto(stored, at, signer.certificateIssue) : null;
      return {
        passTypeIdentifier,
        programs: live
          .filter((program) => program.passTypeIdentifier === passTypeIdentifier)
          .map((program) => ({ id: String(program._id), name: program.name })),
        state: appleStateOf(signer, certificate?.state),
        signing: {
          signedBy: signer.signedBy,
          passTypeIdentifier: signer.passTypeIdentifier,
          teamIdentifier: signer.teamIdentifier,
          expiresAt: signer.expiresAt.toISOString(),
        },
        certificate,
        certificateIssue: certificate ? signer.certificateIssue : null,
      };
    }),
  );
  return { apple: { passTypes: apple }, google };
}
