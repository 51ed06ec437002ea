import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";

/**
 * Wallet secrets at rest (decision 021): a merchant's Pass Type ID key and certificate, a Google service
 * account's key. AES-256-GCM under a key derived from `WALLET_ENCRYPTION_KEY` (outside production: from
 * AUTH_SECRET), with a fresh 96-bit nonce per seal. The sealed text names the key that sealed it (`kid`, a
 * short hash of the key), so a rotation can open old rows with `WALLET_ENCRYPTION_KEY_PREVIOUS`; `context` is
 * bound as additional data, so a sealed key copied onto another merchant's row does not open there.
 *
 * Format: `v1.<kid>.<nonce>.<tag>.<ciphertext>`, each part base64url.
 */
export type WalletKey = { kid: string; key: Buffer };
type WalletKeys = { current: WalletKey; previous: WalletKey | null };

const VERSION = "v1";

export function deriveWalletKey(material: string): WalletKey {
  const key = Buffer.from(hkdfSync("sha256", material, "", "loyaltypass wallet secrets v1", 32));
  return { kid: createHash("sha256").update(key).digest("base64url").slice(0, 8), key };
}

let cached: WalletKeys | undefined;

function walletKeys(): WalletKeys {
  if (cached) return cached;
  const env = getEnv();
  const material =
    env.WALLET_ENCRYPTION_KEY ??
    createHmac("sha256", env.AUTH_SECRET).update("wallet-encryption-key").digest("hex");
  cached = {
    current: deriveWalletKey(material),
    previous: env.WALLET_ENCRYPTION_KEY_PREVIOUS ? deriveWalletKey(env.WALLET_ENCRYPTION_KEY_PREVIOUS) : null,
  };
  return cached;
}

export const sealWalletSecret = (plain: string, context: string): string =>
  sealWith(walletKeys().current, plain, context);

/** The secret, or null when no configured key opens it (a key rotated away) or it was tampered with. */
export const openWalletSecret = (sealed: string, context: string): OpenedSecret | null =>
  openWith(walletKeys(), sealed, context);

export function sealWith(current: WalletKey, plain: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", current.key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"));
  return [VERSION, current.kid, ...parts].join(".");
}

export type OpenedSecret = { plain: string; isUnderPreviousKey: boolean };

export function openWith(keys: WalletKeys, sealed: string, context: string): OpenedSecret | null {
  const [version, kid, ...rest] = sealed.split(".");
  const [nonce, tag, body] = rest.map((part) => Buffer.from(part, "base64url"));
  if (version !== VERSION || !nonce || !tag || !body) return null;
  const { current, previous } = keys;
  const key = [current, previous].find((candidate) => candidate?.kid === kid);
  if (!key) return null;
  try {
    // A fixed tag length: Node would otherwise accept a truncated tag.
    const decipher = createDecipheriv("aes-256-gcm", key.key, nonce, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    return { plain, isUnderPreviousKey: key !== current };
  } catch {
    return null;
  }
}
