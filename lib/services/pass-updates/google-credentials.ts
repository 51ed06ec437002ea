import { readFileSync } from "node:fs";
import { isValidObjectId, type Types } from "mongoose";
import { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import {
  type GoogleWalletCredentialsDocument,
  GoogleWalletCredentials as StoredGoogleCredentials,
} from "@/lib/db/models/google-wallet-credentials";
import { findOnePlain } from "@/lib/db/plain-read";
import { getEnv } from "@/lib/env";
import { openWalletSecret, sealWalletSecret } from "@/lib/services/pass-updates/sealed-secret";

/** What signs and authorises every Google Wallet call for a merchant's passes. */
export type GoogleWalletCredentials = {
  /** The issuer's number from the Google Pay & Wallet Console; every class and object id starts with it. */
  issuerId: string;
  /** The service account's e-mail: the OAuth assertion's and the save link's `iss`. */
  clientEmail: string;
  /** PKCS#8 PEM of the service account's RSA key. */
  privateKeyPem: string;
};

const serviceAccountSchema = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes("PRIVATE KEY"),
});

let cachedAccount: {
  source: string;
  account: Pick<GoogleWalletCredentials, "clientEmail" | "privateKeyPem">;
};

/**
 * `GOOGLE_WALLET_SERVICE_ACCOUNT` is the key JSON Google Cloud hands out (`client_email`, `private_key`, …), given
 * as the JSON text itself (a secret injected as a variable) or as the path of the file holding it (a mounted
 * secret). Read once; a value that is neither is a configuration error, said loudly rather than hidden.
 */
export function readServiceAccount(source: string) {
  if (cachedAccount?.source === source) return cachedAccount.account;
  const text = source.trimStart().startsWith("{") ? source : readFileSync(source, "utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(
      "GOOGLE_WALLET_SERVICE_ACCOUNT is not a service-account key (JSON, or a file holding it)",
    );
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      "GOOGLE_WALLET_SERVICE_ACCOUNT lacks `client_email` or `private_key` (a service-account key)",
    );
  const account = { clientEmail: parsed.data.client_email, privateKeyPem: parsed.data.private_key };
  cachedAccount = { source, account };
  return account;
}

/** What a merchant's sealed service-account key is bound to (decision 021). */
export const googleSealContext = (merchantId: string) => `google-service-account\u0000${merchantId}`;

/** The merchant's own issuer and service account, decrypted; null when it has none (or no key opens it). */
export async function findGoogleWalletCredentials({
  merchantId,
}: {
  merchantId: string;
}): Promise<GoogleWalletCredentials | null> {
  if (!isValidObjectId(merchantId)) return null;
  await connectToDatabase();
  const stored = await findOnePlain<GoogleWalletCredentialsDocument & { _id: Types.ObjectId }>(
    StoredGoogleCredentials,
    { _id: merchantId },
  );
  if (!stored) return null;
  const opened = openWalletSecret(stored.sealedPrivateKey, googleSealContext(merchantId));
  if (!opened) return null;
  if (opened.isUnderPreviousKey) {
    const sealedPrivateKey = sealWalletSecret(opened.plain, googleSealContext(merchantId));
    await StoredGoogleCredentials.updateOne({ _id: stored._id }, { sealedPrivateKey });
  }
  return { issuerId: stored.issuerId, clientEmail: stored.clientEmail, privateKeyPem: opened.plain };
}

/** Whether Google Wallet is configured for the merchant: the card pages show the button only then. */
export async function isGoogleWalletConfigured({ merchantId }: { merchantId: string }): Promise<boolean> {
  return (await resolveGoogleWalletCredentials({ merchantId })) !== null;
}

/**
 * The Google Wallet credentials a merchant's passes use, or null when there are none (then nothing is sent to
 * Google and no save link is offered): the merchant's own (Settings → Wallet, stored sealed), else the
 * service-wide configuration from the environment.
 */
export async function resolveGoogleWalletCredentials({
  merchantId,
}: {
  merchantId: string;
}): Promise<GoogleWalletCredentials | null> {
  const own = await findGoogleWalletCredentials({ merchantId });
  if (own) return own;
  return serviceGoogleWalletCredentials();
}

/** The service-wide Google Wallet configuration from the environment, or null. */
export function serviceGoogleWalletCredentials(): GoogleWalletCredentials | null {
  const env = getEnv();
  if (!env.GOOGLE_WALLET_ISSUER_ID || !env.GOOGLE_WALLET_SERVICE_ACCOUNT) return null;
  return { issuerId: env.GOOGLE_WALLET_ISSUER_ID, ...readServiceAccount(env.GOOGLE_WALLET_SERVICE_ACCOUNT) };
}

/** Where the Wallet REST API and the OAuth token endpoint are (tests point both at a local stand-in). */
export function googleWalletEndpoints(): { apiUrl: string; tokenUrl: string } {
  const env = getEnv();
  return { apiUrl: env.GOOGLE_WALLET_API_URL.replace(/\/+$/, ""), tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL };
}

/** The save link's `origins`: the sites that may show the "Add to Google Wallet" button (our public origin). */
export function googleSaveOrigins(): string[] {
  const base = getEnv().PUBLIC_BASE_URL;
  return base && URL.canParse(base) ? [new URL(base).origin] : [];
}

/** The logo Google requires on every class: the service's icon, served from its public base URL. */
export function googleDefaultLogoUrl(): string {
  const base = (getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return `${base}/icons/icon-512.png`;
}
