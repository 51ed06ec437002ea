import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type WalletMessages } from "./en";

export type { WalletMessages };

export const WALLET_MESSAGES: Record<Language, WalletMessages> = { en, de };
