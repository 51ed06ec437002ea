import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type GiftCardMessages } from "./en";

export type { GiftCardMessages };

export const GIFT_CARD_MESSAGES: Record<Language, GiftCardMessages> = { en, de };
