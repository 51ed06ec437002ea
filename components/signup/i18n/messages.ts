import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type SignupMessages } from "./en";

export type { SignupMessages };

export const MESSAGES: Record<Language, SignupMessages> = { en, de };
