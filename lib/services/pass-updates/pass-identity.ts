import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

/** What a wallet pass stands for: one member of a loyalty program, or one gift card. */
export type PassSubject = { kind: "member" | "giftcard"; id: string };

const SERIAL_PREFIX = { member: "member-", giftcard: "giftcard-" } as const;
const OBJECT_ID = /^[0-9a-f]{24}$/;

/** The pass's `serialNumber` (Apple) and object suffix (Google): stable for the life of the member or card. */
export function passSerialOf(subject: PassSubject): string {
  return `${SERIAL_PREFIX[subject.kind]}${subject.id}`;
}

/** The subject a serial number names, or null for anything we never issued. */
export function parsePassSerial(serial: string): PassSubject | null {
  for (const kind of ["member", "giftcard"] as const) {
    const prefix = SERIAL_PREFIX[kind];
    if (serial.startsWith(prefix) && OBJECT_ID.test(serial.slice(prefix.length))) {
      return { kind, id: serial.slice(prefix.length) };
    }
  }
  return null;
}

/** Google allows letters, digits, `.`, `_` and `-` after the issuer id; anything else becomes `_`. */
export const googleIdOf = (issuerId: string, suffix: string) =>
  `${issuerId}.${suffix.replace(/[^A-Za-z0-9._-]/g, "_")}`;

/** The Google object's id: `<issuerId>.<serial>` (`member-<id>` / `giftcard-<id>`, the Apple pass's serial too). */
export const googleObjectIdOf = (issuerId: string, subject: PassSubject) =>
  googleIdOf(issuerId, passSerialOf(subject));

let cachedKey: string | undefined;

function passAuthKey(): string {
  if (cachedKey) return cachedKey;
  const env = getEnv();
  // A key of its own purpose: rotating it would orphan every installed pass's web-service token.
  cachedKey = createHmac("sha256", env.AUTH_SECRET).update("apple-pass-authentication-token").digest("hex");
  return cachedKey;
}

/**
 * The pass's `authenticationToken` (Apple's web service sends it back as `Authorization: ApplePass <token>`):
 * derived from the serial with a server key, so it never changes for a pass and is never stored.
 * 43 base64url characters (256 bits).
 */
export function passAuthenticationTokenOf(serial: string): string {
  return createHmac("sha256", passAuthKey()).update(serial).digest("base64url");
}

/** Constant-time check of a presented token against the serial's. */
export function isPassAuthenticationToken(serial: string, presented: string): boolean {
  const expected = Buffer.from(passAuthenticationTokenOf(serial));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
