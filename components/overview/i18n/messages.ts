import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type OverviewMessages } from "./en";

export type { OverviewMessages };

export const OVERVIEW_MESSAGES: Record<Language, OverviewMessages> = { en, de };
