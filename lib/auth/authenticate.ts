import { isValidObjectId } from "mongoose";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { ACTING_FOR_COOKIE } from "@/lib/auth/acting-for";
import { isCrossSiteWrite, readCookie, readSessionUserId } from "@/lib/auth/session-cookie";
import { findUserCached } from "@/lib/auth/user-cache";
import type { UserRole } from "@/lib/db/models/user";
import { ApiError, forbidden, invalidCredentials, notAuthenticated } from "@/lib/errors/api-error";
import { hasAppKeyPrefix } from "@/lib/services/app-keys/app-key-secret";
import { type AppKeyGrant, authenticateAppKey } from "@/lib/services/app-keys/authenticate-app-key";

export type AuthenticatedUser = {
  userId: string;
  email: string;
  name: string;
  role: UserRole;
  /** The merchant an owner belongs to; null for support staff. */
  merchantId: string | null;
  emailVerified: boolean;
  /** Set when a partner's app key (not a user's token or session) authenticated the request. */
  appKey?: AppKeyGrant;
  /** A team member's locations (decision 053); empty or absent: every location of the merchant. */
  locationIds?: string[];
};

/** An app key acts as its merchant's owner, within the key's limits (`appKey`, enforced by withApi). */
async function appKeyPrincipal(token: string): Promise<AuthenticatedUser> {
  const grant = await authenticateAppKey({ token });
  if (!grant) throw invalidCredentials();
  const { createdBy, name, merchantId } = grant;
  return {
    userId: createdBy,
    email: "",
    name,
    role: "owner",
    merchantId,
    emailVerified: true,
    appKey: grant,
  };
}

/** Reads `Authorization: Bearer` (an access token or an app key) first, then the dashboard's session cookie. */
async function resolveUserId(request: Request): Promise<string | { appKeyToken: string }> {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const [scheme, token, ...rest] = authorization.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== "bearer" || !token || rest.length > 0) throw notAuthenticated();
    if (hasAppKeyPrefix(token)) return { appKeyToken: token };
    const claims = await verifyAccessToken(token);
    if (!claims) throw invalidCredentials();
    return claims.userId;
  }
  const sessionUserId = await readSessionUserId(request);
  if (!sessionUserId) throw notAuthenticated();
  if (isCrossSiteWrite(request)) throw forbidden("Cross-site request rejected");
  return sessionUserId;
}

export async function authenticate(request: Request): Promise<AuthenticatedUser> {
  const userId = await resolveUserId(request);
  if (typeof userId === "object") return appKeyPrincipal(userId.appKeyToken);
  if (!isValidObjectId(userId)) throw invalidCredentials();
  // By _id alone, at most AUTH_USER_CACHE_SECONDS old (decision 004); the status is checked here on every request.
  const user = await findUserCached(userId);
  if (user?.status !== "active") throw invalidCredentials();
  return {
    userId,
    email: user.email,
    name: user.name,
    role: user.role,
    merchantId: user.merchantId ? String(user.merchantId) : null,
    emailVerified: user.emailVerified ?? false,
    locationIds: (user.locationIds ?? []).map(String),
  };
}

export const MERCHANT_HEADER = "x-merchant-id";

/**
 * The merchant the dashboard's staff chose to act for, for requests the browser makes without our code in
 * between (an `<img>` of a pass image): only with the session cookie, never with a bearer token.
 */
function dashboardChoiceOf(request: Request): string | null {
  if (request.headers.get("authorization") !== null) return null;
  return readCookie(request.headers.get("cookie") ?? "", ACTING_FOR_COOKIE) ?? null;
}

/**
 * The merchant a request acts for: the owner's own (whatever the request names), or the one support staff
 * name in X-Merchant-Id, else (dashboard session only) the one they chose in the dashboard.
 */
export function resolveMerchantScope(user: AuthenticatedUser, request: Request): string {
  if (user.role !== "staff") {
    if (!user.merchantId) throw invalidCredentials();
    return user.merchantId;
  }
  const requested = request.headers.get(MERCHANT_HEADER) ?? dashboardChoiceOf(request);
  if (!requested) {
    throw new ApiError(400, {
      code: "MERCHANT_SCOPE_REQUIRED",
      message: "Support staff must name the merchant in the X-Merchant-Id header",
    });
  }
  return requested;
}
