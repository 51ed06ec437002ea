import { createHmac, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";

let cachedKey: Buffer | undefined;

/**
 * The hashing key: derived from PII_HASH_SECRET when set (so rotating AUTH_SECRET keeps every card link
 * working, as it keeps the customers' HMACs), else from AUTH_SECRET. Keyed, so a copy of the database alone
 * cannot be turned into working links.
 */
function hashKey(): Buffer {
  if (cachedKey) return cachedKey;
  const env = getEnv();
  cachedKey = createHmac("sha256", env.PII_HASH_SECRET ?? env.AUTH_SECRET)
    .update("card-link-key")
    .digest();
  return cachedKey;
}

/** 256 random bits as 43 base64url characters: the part of `/m/<token>` (`/g/<token>`) that opens a card. */
export const newCardLinkToken = () => randomBytes(32).toString("base64url");

/** What is stored and looked up: the token itself is never stored. */
export const cardLinkHashOf = (token: string) =>
  createHmac("sha256", hashKey()).update(token).digest("base64url");

/**
 * The row of one of a subject's links: the subject and the e-mail that carries it (`linkId`, chosen when the e-mail
 * was asked for), so a retried send replaces its own link and no other (decision 033).
 */
export const cardLinkIdOf = (subject: PassSubject, linkId: string) =>
  `${subject.kind}:${subject.id}:${linkId}`;

/** Where each kind's card page lives: a member's at `/m/<token>`, a gift card's at `/g/<token>`. */
export const CARD_PAGE_PREFIX = { member: "/m/", giftcard: "/g/" } as const satisfies Record<
  PassSubject["kind"],
  string
>;

/** The card page's path of a token (`/m/<token>` or `/g/<token>`). */
export const cardPagePath = (kind: PassSubject["kind"], token: string) =>
  `${CARD_PAGE_PREFIX[kind]}${encodeURIComponent(token)}`;

/** The card page's address of a token. */
export function cardLinkUrl(token: string, kind: PassSubject["kind"] = "member"): string {
  const base = (getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return `${base}${cardPagePath(kind, token)}`;
}
