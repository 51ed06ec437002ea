import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type LocationMessages } from "./en";

export type { LocationMessages };

export const LOCATION_MESSAGES: Record<Language, LocationMessages> = { en, de };
