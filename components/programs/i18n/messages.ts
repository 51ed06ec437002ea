import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type ProgramMessages } from "./en";

export type { ProgramMessages };

export const PROGRAM_MESSAGES: Record<Language, ProgramMessages> = { en, de };
