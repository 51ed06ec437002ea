import { randomInt, timingSafeEqual } from "node:crypto";
import { openWalletSecret, sealWalletSecret } from "@/lib/services/pass-updates/sealed-secret";

/** 16 uniformly random digits, first one non-zero; uniqueness is enforced by the index, retried on clash. */
export function randomCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

/** The sealed code names its card: a sealed code copied onto another card's row does not open there. */
const contextOf = (cardId: unknown) => `giftcard-security-code:${String(cardId)}`;

/**
 * A new card's 6-digit security code, sealed for storage (decision 046): AES-256-GCM under the at-rest key of
 * the wallet secrets (`WALLET_ENCRYPTION_KEY`, required in production), so the holder's page and pass can show it
 * while a copy of the database alone does not hand it out. The API never answers it.
 */
export function newSealedSecurityCode(cardId: unknown): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return sealWalletSecret(code, contextOf(cardId));
}

type CardWithCode = { _id: unknown; securityCodeSealed?: string | null };

/** The card's code for its holder; null for a card issued before codes were kept (only a hash) or unopenable. */
export function securityCodeOf(card: CardWithCode): string | null {
  if (!card.securityCodeSealed) return null;
  return openWalletSecret(card.securityCodeSealed, contextOf(card._id))?.plain ?? null;
}

/** Whether the card keeps a code its holder can know: only such a card can be asked for one. */
export const hasSecurityCode = (card: CardWithCode) => securityCodeOf(card) !== null;

/** Constant-time comparison of a typed code with the card's (both six ASCII digits once the schema has passed). */
export function isSecurityCodeRight(card: CardWithCode, typed: string): boolean {
  const stored = securityCodeOf(card);
  if (stored === null) return false;
  const expected = Buffer.from(stored, "utf8");
  const given = Buffer.from(typed, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
