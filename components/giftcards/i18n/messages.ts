import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type GiftCardMessages } from "./en";

export type { GiftCardMessages };
export type GiftCardLanguage = Language;

export const GIFT_CARD_MESSAGES: Record<GiftCardLanguage, GiftCardMessages> = { en, de };
