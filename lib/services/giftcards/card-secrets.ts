import { randomInt } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";

/** 16 uniformly random digits, first one non-zero; uniqueness is enforced by the index, retried on clash. */
export function randomCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

/**
 * The 6-digit security code is printed on the pass, never returned by the API, and stored only as an
 * argon2id hash (a slow KDF: a leaked database does not hand out a million guesses per second).
 */
export async function newSecurityCodeHash(): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return hashPassword(code);
}
