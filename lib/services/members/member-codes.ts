import { randomInt } from "node:crypto";

// Crockford's base32: no I, L, O or U, so a number read aloud or typed from a receipt is not misread.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const randomCode = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** What the barcode carries: 80 random bits, nothing about the person; unique by index, retried on a clash. */
export const randomMemberNumber = () => randomCode(16);

/** 40 random bits: short enough to share, unique by index. */
export const randomReferralCode = () => randomCode(8);

/** Scanners and people may send lower case or spaces. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, "").toUpperCase();
