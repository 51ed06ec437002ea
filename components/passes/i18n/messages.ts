import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type PassMessages } from "./en";

export type { PassMessages };

export const PASS_MESSAGES: Record<Language, PassMessages> = { en, de };
