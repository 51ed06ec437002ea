import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { type AuthMessages, en } from "./en";

export type { AuthMessages };

export const AUTH_MESSAGES: Record<Language, AuthMessages> = { en, de };
