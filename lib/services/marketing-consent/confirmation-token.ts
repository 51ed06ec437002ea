import { randomBytes, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";
import { cardLinkHashOf } from "@/lib/services/card-link-store/card-link-token";

/** `<memberId>.<256 random bits>`: the member is found by `_id`, the secret proves the e-mail was read. */
export const MARKETING_TOKEN_PATTERN = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/;

export const newMarketingToken = (memberId: string) => `${memberId}.${randomBytes(32).toString("base64url")}`;

/** What is stored: a keyed hash (the card links' key), never the token. */
export const marketingTokenHashOf = (token: string) => cardLinkHashOf(`marketing-confirmation\n${token}`);

export function isSameMarketingToken(storedHash: string | null | undefined, token: string): boolean {
  if (!storedHash) return false;
  const stored = Buffer.from(storedHash);
  const given = Buffer.from(marketingTokenHashOf(token));
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** The public page that confirms: `/marketing/<token>`. */
export function marketingConfirmationUrl(token: string): string {
  const base = (getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return `${base}/marketing/${encodeURIComponent(token)}`;
}
