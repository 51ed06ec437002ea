import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type UiMessages } from "./en";

export type { UiMessages };

export const UI_MESSAGES: Record<Language, UiMessages> = { en, de };
