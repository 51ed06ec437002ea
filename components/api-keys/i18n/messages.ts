import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { type ApiKeyMessages, en } from "./en";

export type { ApiKeyMessages };

export const API_KEY_MESSAGES: Record<Language, ApiKeyMessages> = { en, de };
