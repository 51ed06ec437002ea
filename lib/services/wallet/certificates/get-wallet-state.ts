import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import type { ApplePassTypeState, WalletStateDto } from "@/lib/schemas/wallet";
import { serviceGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { toCertificateDto } from "@/lib/services/wallet/certificates/certificate-dto";
import { getOwnGoogleWalletConfig } from "@/lib/services/wallet/certificates/google-wallet-config";
import { findCertificateRows } from "@/lib/services/wallet/certificates/list-pass-certificates";

/**
 * Without a certificate of its own a pass type is signed however the pass signer falls back: with the
 * service's local development chain (`development`), or not at all (`not_configured`, e.g. a production
 * service that offers no development chain).
 */
async function uncertifiedState(merchantId: string, passTypeIdentifier: string): Promise<ApplePassTypeState> {
  try {
    const signer = await resolvePassSigner({ merchantId, passTypeIdentifier });
    return signer.isDevelopment ? "development" : "not_configured";
  } catch {
    return "not_configured";
  }
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
 * still held for), whether passes are signed with the merchant's certificate, until when, or only for
 * development; and where its Google Wallet configuration comes from.
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
      const certificate = stored ? toCertificateDto(stored, at) : null;
      return {
        passTypeIdentifier,
        programs: live
          .filter((program) => program.passTypeIdentifier === passTypeIdentifier)
          .map((program) => ({ id: String(program._id), name: program.name })),
        state: certificate?.state ?? (await uncertifiedState(merchantId, passTypeIdentifier)),
        certificate,
      };
    }),
  );
  return { apple: { passTypes: apple }, google };
}
