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

/** The pass a device's request names, checked against its `Authorization: ApplePass <token>` (401/404). */
export async function authorizePassRequest(
  request: Request,
  params: { passTypeIdentifier: string; serialNumber: string },
  limit?: RateLimitRule,
): Promise<{ pass: ServedPass; headers: Record<string, string> }> {
  const pass = await authorizePass({ authorization: request.headers.get("authorization"), ...params });
  const headers = limit ? await enforceRateLimit(limit, pass.serialNumber) : {};
  return { pass, headers };
}

/** Apple's protocol answers most requests with a status alone. */
export const statusOnly = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });
