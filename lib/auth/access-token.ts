import { errors, jwtVerify, SignJWT } from "jose";
import { getEnv } from "@/lib/env";

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

/** Returns the claims of a valid token, or null for any invalid, expired or foreign token. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  const env = getEnv();
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (payload.use !== "access" || typeof payload.sub !== "string") return null;
    return { userId: payload.sub, tokenUse: "access" };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
