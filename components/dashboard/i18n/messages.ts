import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { type DashboardMessages, en } from "./en";

export type { DashboardMessages };

export const DASHBOARD_MESSAGES: Record<Language, DashboardMessages> = { en, de };
