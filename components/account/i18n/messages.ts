import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { type AccountMessages, en } from "./en";

export type { AccountMessages };

export const ACCOUNT_MESSAGES: Record<Language, AccountMessages> = { en, de };
