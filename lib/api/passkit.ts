import { enforceRateLimit } from "@/lib/api/rate-limit";
import type { RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";
import { authorizePass, type ServedPass } from "@/lib/services/wallet/apple/web-service/authorize-pass";

/**
 * Per pass, after its token checked out (so only its holder can spend them): registrations write rows, and
 * each pass download is built and signed.
 */
export const PASSKIT_RATE_LIMITS = {
  register: { name: "passkit-register", limit: 20, windowSeconds: 600 },
  pass: { name: "passkit-pass", limit: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * The pass a device's request names, checked against its `Authorization: ApplePass <token>` (401/404) by
 * withApi before the path or body is validated; the raw path parameters (the token is derived from the serial
 * number, so a malformed one is simply not authorized).
 */
export function authorizeApplePass(
  request: Request,
  params: { passTypeIdentifier?: unknown; serialNumber?: unknown },
): Promise<ServedPass> {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return authorizePass({
    authorization: request.headers.get("authorization"),
    passTypeIdentifier: text(params.passTypeIdentifier),
    serialNumber: text(params.serialNumber),
  });
}

/** Counts one request against a pass's own limit (after its token checked out), answering the headers. */
export const passRateLimit = (pass: ServedPass, limit: RateLimitRule) =>
  enforceRateLimit(limit, pass.serialNumber);

/** Apple's protocol answers most requests with a status alone. */
export const statusOnly = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });
