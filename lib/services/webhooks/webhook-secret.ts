import { randomBytes } from "node:crypto";
import { Webhook as StandardWebhook } from "standardwebhooks";

export const SECRET_PREFIX = "whsec_";

/** A Standard Webhooks signing secret: `whsec_` + 32 random bytes in base64. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256>` by the current secret, followed (space-separated,
 * as Standard Webhooks allows) by one by the previous secret while its grace period lasts.
 */
export function signatureHeader({
  secrets,
  eventId,
  timestamp,
  body,
}: {
  secrets: string[];
  eventId: string;
  timestamp: Date;
  body: string;
}): string {
  return secrets.map((secret) => new StandardWebhook(secret).sign(eventId, timestamp, body)).join(" ");
}
