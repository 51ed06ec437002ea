import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";

/**
 * Stored answers are encrypted (AES-256-GCM, a key derived from AUTH_SECRET): they may hold a new app key's
 * secret or a gift card holder's details, which must not sit readable in the database for a day. A sealed
 * answer that no longer opens (AUTH_SECRET rotated) reads as null and the key is treated as free.
 */
const keyOf = () => createHmac("sha256", getEnv().AUTH_SECRET).update("idempotency-answer-key").digest();

export function sealAnswer(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export function openAnswer(sealed: string): string | null {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
