import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type OfflineScannerMessages } from "./en";

export type { OfflineScannerMessages };

export const OFFLINE_SCANNER_MESSAGES: Record<Language, OfflineScannerMessages> = { en, de };
