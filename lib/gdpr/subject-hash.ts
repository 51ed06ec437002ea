import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/env";

let cachedKey: string | undefined;

function hashKey(): string {
  if (cachedKey) return cachedKey;
  const env = getEnv();
  // A key of its own, so signing tokens and finding customers never share one secret's purpose.
  cachedKey =
    env.PII_HASH_SECRET ?? createHmac("sha256", env.AUTH_SECRET).update("pii-hash-key").digest("hex");
  return cachedKey;
}

/** E-mail as stored and matched: surrounding spaces removed, case folded. */
export function normaliseCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const normaliseCustomerId = (customerId: string): string => customerId.trim();

const keyed = (label: string, value: string) =>
  createHmac("sha256", hashKey()).update(`${label}\u0000${value}`).digest("hex");

/** Keyed hashes: equality look-ups and an audit trail that can be matched but not read back. */
export const emailHashOf = (email: string) => keyed("email", normaliseCustomerEmail(email));
export const customerIdHashOf = (customerId: string) => keyed("customer-id", normaliseCustomerId(customerId));
/** A member's phone, already normalised to E.164 by the caller. */
export const phoneHashOf = (e164: string) => keyed("phone", e164.trim());
