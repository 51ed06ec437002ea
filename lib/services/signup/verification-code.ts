import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** A code may be tried this often; then it is dead and a resubmission sends a new one. */
export const MAX_ATTEMPTS_PER_CODE = 5;

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Keyed hash: a leaked database row does not reveal the code, and 6 digits cannot be brute-forced offline. */
export function hashVerificationCode(email: string, code: string): string {
  return createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`signup-verification\n${email}\n${code}`)
    .digest("hex");
}

export function isSameCode(storedHash: string, email: string, code: string): boolean {
  const candidate = Buffer.from(hashVerificationCode(email, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
