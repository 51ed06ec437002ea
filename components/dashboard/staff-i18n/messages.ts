import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type StaffMessages } from "./en";

export type { StaffMessages };

export const STAFF_MESSAGES: Record<Language, StaffMessages> = { en, de };
