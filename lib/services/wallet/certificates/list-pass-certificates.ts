import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassCertificate } from "@/lib/db/models/apple-pass-certificate";
import type { AppleCertificateDto } from "@/lib/schemas/wallet";
import { resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import {
  currentCertificates,
  type StoredPassCertificate,
  toCertificateDto,
} from "@/lib/services/wallet/certificates/certificate-dto";

/** The merchant's certificate rows, one query by merchant without the sealed parts. */
export async function findCertificateRows({ merchantId }: { merchantId: string }) {
  await connectToDatabase();
  const rows = await ApplePassCertificate.find(
    { merchantId },
    { sealedCertificate: 0, sealedPrivateKey: 0 },
  ).lean<StoredPassCertificate[]>();
  return currentCertificates(rows);
}

/** The certificate in use for each of the merchant's pass types, by pass type identifier, with why it does not sign. */
export async function listPassCertificates({
  merchantId,
  now = systemClock,
}: {
  merchantId: string;
  now?: Clock;
}): Promise<{ items: AppleCertificateDto[] }> {
  const at = now();
  const rows = await findCertificateRows({ merchantId });
  const items = await Promise.all(
    rows.map(async (row) => {
      const signer = await resolvePassSigner({ merchantId, passTypeIdentifier: row.passTypeIdentifier });
      return toCertificateDto(row, at, signer.certificateIssue);
    }),
  );
  return { items };
}
