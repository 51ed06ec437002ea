import { createPrivateKey } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { GoogleWalletCredentials } from "@/lib/db/models/google-wallet-credentials";
import { ServiceError } from "@/lib/errors/api-error";
import {
  GOOGLE_WALLET_CONFIG_ERROR_CODES,
  type GoogleWalletConfigDto,
  type GoogleWalletConfigInput,
} from "@/lib/schemas/wallet";
import { googleSealContext as sealContext } from "@/lib/services/pass-updates/google-credentials";
import { sealWalletSecret } from "@/lib/services/pass-updates/sealed-secret";

/** Google signs with RS256 only, and its key files hold PKCS#8 (`BEGIN PRIVATE KEY`). */
function assertRsaPkcs8(privateKeyPem: string): string {
  const refuse = () =>
    new ServiceError(
      "GOOGLE_SERVICE_ACCOUNT_KEY_INVALID",
      GOOGLE_WALLET_CONFIG_ERROR_CODES.GOOGLE_SERVICE_ACCOUNT_KEY_INVALID,
    );
  if (!privateKeyPem.includes("-----BEGIN PRIVATE KEY-----")) throw refuse();
  try {
    const key = createPrivateKey({ key: privateKeyPem, format: "pem" });
    if (key.asymmetricKeyType !== "rsa") throw refuse();
    return key.export({ type: "pkcs8", format: "pem" }).toString();
  } catch {
    throw refuse();
  }
}

/** What the API shows of the merchant's own configuration: never the key. */
export async function getOwnGoogleWalletConfig({
  merchantId,
}: {
  merchantId: string;
}): Promise<Omit<GoogleWalletConfigDto, "state"> | null> {
  await connectToDatabase();
  const stored = await GoogleWalletCredentials.findById(merchantId, { sealedPrivateKey: 0 }).lean();
  if (!stored) return null;
  return {
    issuerId: stored.issuerId,
    clientEmail: stored.clientEmail,
    updatedAt: stored.updatedAt.toISOString(),
  };
}

/** Saves (replaces) the merchant's own Google configuration, preferred from now on over the service's. */
export async function saveGoogleWalletConfig({
  merchantId,
  input,
}: {
  merchantId: string;
  input: GoogleWalletConfigInput;
}): Promise<GoogleWalletConfigDto> {
  const privateKeyPem = assertRsaPkcs8(input.serviceAccount.private_key);
  await connectToDatabase();
  await GoogleWalletCredentials.replaceOne(
    { _id: merchantId },
    {
      _id: merchantId,
      issuerId: input.issuerId,
      clientEmail: input.serviceAccount.client_email,
      sealedPrivateKey: sealWalletSecret(privateKeyPem, sealContext(merchantId)),
    },
    { upsert: true },
  );
  const saved = await getOwnGoogleWalletConfig({ merchantId });
  return {
    state: "configured",
    issuerId: input.issuerId,
    clientEmail: input.serviceAccount.client_email,
    updatedAt: saved?.updatedAt ?? null,
  };
}

/** Removes the merchant's own configuration (the service's, if any, applies again). Nothing to remove is fine. */
export async function deleteGoogleWalletConfig({ merchantId }: { merchantId: string }): Promise<void> {
  await connectToDatabase();
  await GoogleWalletCredentials.deleteOne({ _id: merchantId });
}
