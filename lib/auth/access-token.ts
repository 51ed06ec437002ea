import { errors, jwtVerify, SignJWT } from "jose";
import { makeRoomFor } from "@/lib/bounded-map";
import { type Env, getEnv } from "@/lib/env";

export const ACCESS_TOKEN_ALGORITHM = "HS256";

export type AccessTokenClaims = { userId: string; tokenUse: "access" };

function secretKey(): Uint8Array {
  return new TextEncoder().encode(getEnv().AUTH_SECRET);
}

export async function issueAccessToken({
  userId,
}: {
  userId: string;
}): Promise<{ token: string; expiresAt: Date }> {
  const env = getEnv();
  const expiresAt = new Date(Date.now() + env.ACCESS_TOKEN_TTL_MINUTES * 60_000);
  const token = await new SignJWT({ use: "access" })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: "JWT" })
    .setSubject(userId)
    .setIssuer(env.AUTH_ISSUER)
    .setAudience(env.AUTH_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
  return { token, expiresAt };
}

/** A token this process verified, until it expires: its signature, issuer and audience cannot change. */
type Verified = { claims: AccessTokenClaims; expiresAtMs: number; env: Env };
/** Bounds the memory: a full cache is cleared of expired entries, then of everything. */
const MAX_VERIFIED = 10_000;
// One map per process, also when Next bundles this module into several route chunks.
const globalForTokens = globalThis as typeof globalThis & { __verifiedTokens?: Map<string, Verified> };
globalForTokens.__verifiedTokens ??= new Map();
const verifiedTokens: Map<string, Verified> = globalForTokens.__verifiedTokens;

function remember(token: string, verified: Verified, now: number) {
  makeRoomFor(verifiedTokens, token, MAX_VERIFIED, (entry) => entry.expiresAtMs <= now);
  verifiedTokens.set(token, verified);
}

/**
 * Returns the claims of a valid token, or null for any invalid, expired or foreign token. A token verified
 * before is taken from memory until its `exp` (decision 062): the same answer jose would give again (the secret,
 * issuer and audience are the process's environment, compared by identity), without its key import and HMAC on
 * every request. The user behind it is still looked up on every request (authenticate.ts).
 */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  const env = getEnv();
  const now = Date.now();
  const known = verifiedTokens.get(token);
  if (known && known.env === env && known.expiresAtMs > now) return known.claims;
  if (known) verifiedTokens.delete(token);
  const claims = await verifyWithJose(token, env);
  if (claims) remember(token, { claims: claims.claims, expiresAtMs: claims.expiresAtMs, env }, now);
  return claims?.claims ?? null;
}

async function verifyWithJose(
  token: string,
  env: Env,
): Promise<{ claims: AccessTokenClaims; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (payload.use !== "access" || typeof payload.sub !== "string" || typeof payload.exp !== "number")
      return null;
    const claims: AccessTokenClaims = Object.freeze({ userId: payload.sub, tokenUse: "access" });
    return { claims, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
