import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type TeamMessages } from "./en";

export type { TeamMessages };

export const TEAM_MESSAGES: Record<Language, TeamMessages> = { en, de };
