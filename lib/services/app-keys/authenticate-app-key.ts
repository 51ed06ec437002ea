import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { AppKey } from "@/lib/db/models/app-key";
import { hashAppKeyToken, isAppKeyToken } from "@/lib/services/app-keys/app-key-secret";
import { recordAppKeyUse } from "@/lib/services/app-keys/record-app-key-use";

/** What a request authenticated by an app key may do. */
export type AppKeyGrant = {
  appKeyId: string;
  name: string;
  merchantId: string;
  createdBy: string;
  fullAccess: boolean;
  /** null: every template and program of the merchant. */
  allowedTemplates: string[] | null;
};

/**
 * The key a token names, or null (unknown, revoked — revoking deletes the row — or expired). One read by the
 * token's hash on every request, never cached, so a revocation holds from the next request on every server.
 */
export async function authenticateAppKey({
  token,
  now = systemClock,
}: {
  token: string;
  now?: Clock;
}): Promise<AppKeyGrant | null> {
  if (!isAppKeyToken(token)) return null;
  await connectToDatabase();
  const key = await AppKey.findOne({ secretHash: hashAppKeyToken(token) }).lean();
  const at = now();
  if (!key || key.expiresAt.getTime() <= at.getTime()) return null;
  const appKeyId = String(key._id);
  recordAppKeyUse(appKeyId, at);
  return {
    appKeyId,
    name: key.name,
    merchantId: String(key.merchantId),
    createdBy: String(key.createdBy),
    fullAccess: key.fullAccess,
    allowedTemplates: key.allowedTemplates ? key.allowedTemplates.map(String) : null,
  };
}
