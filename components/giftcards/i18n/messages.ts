import { de } from "./de";
import { en, type GiftCardMessages } from "./en";

export type { GiftCardMessages };
export type GiftCardLanguage = "en" | "de";

/** The page language from the browser's Accept-Language (server side; the dashboard keeps no language setting). */
export function giftCardLanguageOf(acceptLanguage: string | null): GiftCardLanguage {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const base = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (base === "en" || base === "de") return base;
  }
  return "en";
}

export const GIFT_CARD_MESSAGES: Record<GiftCardLanguage, GiftCardMessages> = { en, de };
