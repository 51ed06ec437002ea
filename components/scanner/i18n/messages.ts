import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type ScannerMessages } from "./en";

export type { ScannerMessages };

export const SCANNER_MESSAGES: Record<Language, ScannerMessages> = { en, de };
