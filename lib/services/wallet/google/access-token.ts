import { importPKCS8, SignJWT } from "jose";
import { type Clock, systemClock } from "@/lib/clock";
import type { GoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { googleWalletEndpoints } from "@/lib/services/pass-updates/google-credentials";
import { errorTextOf, GoogleWalletApiError, googleFetch } from "@/lib/services/wallet/google/google-fetch";

export const WALLET_SCOPE = "https://www.googleapis.com/auth/wallet_object.issuer";
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** A token is renewed this long before Google says it expires, so no call goes out with one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;

type CachedToken = { accessToken: string; renewAt: number };

// Shared by every copy of this module in the process (Next bundles its own copies; see lib/outbox/wake.ts).
const CACHE_KEY = Symbol.for("loyaltypass.google-wallet.tokens");
type Holder = {
  [CACHE_KEY]?: { tokens: Map<string, Promise<CachedToken>>; keys: Map<string, Promise<CryptoKey>> };
};
function caches() {
  const holder = globalThis as Holder;
  holder[CACHE_KEY] ??= { tokens: new Map(), keys: new Map() };
  return holder[CACHE_KEY];
}

/** The service account's key, imported once per PEM. */
export function signingKeyOf(privateKeyPem: string): Promise<CryptoKey> {
  const { keys } = caches();
  let key = keys.get(privateKeyPem);
  if (!key) {
    key = importPKCS8(privateKeyPem, "RS256");
    keys.set(privateKeyPem, key);
    key.catch(() => keys.delete(privateKeyPem));
  }
  return key;
}

/** Google's two-legged OAuth for service accounts: an RS256 assertion exchanged for an access token. */
async function exchangeAssertion(credentials: GoogleWalletCredentials, at: number): Promise<CachedToken> {
  const { tokenUrl } = googleWalletEndpoints();
  const assertion = await new SignJWT({ scope: WALLET_SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(credentials.clientEmail)
    .setAudience(tokenUrl)
    .setIssuedAt(Math.floor(at / 1000))
    .setExpirationTime(Math.floor(at / 1000) + 3600)
    .sign(await signingKeyOf(credentials.privateKeyPem));
  const response = await googleFetch(tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
  });
  if (!response.ok)
    throw new GoogleWalletApiError(
      response.status,
      `token exchange: ${response.status} ${await errorTextOf(response)}`,
    );
  const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== "string")
    throw new GoogleWalletApiError(502, "token exchange: the answer has no access_token");
  const lifetimeMs = (typeof body.expires_in === "number" ? body.expires_in : 3600) * 1000;
  return {
    accessToken: body.access_token,
    renewAt: at + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2),
  };
}

/**
 * An access token for the Wallet API, cached per service account until shortly before it expires; callers that
 * ask at once share one exchange.
 */
export async function googleAccessToken(
  credentials: GoogleWalletCredentials,
  now: Clock = systemClock,
): Promise<string> {
  const { tokens } = caches();
  const cacheKey = `${googleWalletEndpoints().tokenUrl}\n${credentials.clientEmail}`;
  const cached = tokens.get(cacheKey);
  if (cached) {
    const token = await cached.catch(() => null);
    if (token && token.renewAt > now().getTime()) return token.accessToken;
    if (tokens.get(cacheKey) !== cached) return googleAccessToken(credentials, now);
  }
  const pending = exchangeAssertion(credentials, now().getTime());
  tokens.set(cacheKey, pending);
  pending.catch(() => {
    if (tokens.get(cacheKey) === pending) tokens.delete(cacheKey);
  });
  return (await pending).accessToken;
}
