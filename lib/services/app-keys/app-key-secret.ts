import { createHash, randomBytes } from "node:crypto";
import { APP_KEY_SHOWN_CHARACTERS, APP_KEY_TOKEN_PREFIX } from "@/lib/schemas/app-key";

/** 32 random bytes, base64url: 43 characters after the prefix (256 bits). */
const SECRET_BYTES = 32;
const TOKEN_PATTERN = new RegExp(`^${APP_KEY_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export const hashAppKeyToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export function newAppKeyToken(): { token: string; secretHash: string; prefix: string } {
  const token = `${APP_KEY_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  return {
    token,
    secretHash: hashAppKeyToken(token),
    prefix: token.slice(0, APP_KEY_TOKEN_PREFIX.length + APP_KEY_SHOWN_CHARACTERS),
  };
}

/** Looks like one of ours (prefix and length): anything else is not looked up at all. */
export const isAppKeyToken = (token: string): boolean => TOKEN_PATTERN.test(token);

/** Starts like one of ours: such a bearer token is never tried as a JWT. */
export const hasAppKeyPrefix = (token: string): boolean => token.startsWith(APP_KEY_TOKEN_PREFIX);
