import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { type CounterLocationMessages, en } from "./en";

export type { CounterLocationMessages };

export const COUNTER_LOCATION_MESSAGES: Record<Language, CounterLocationMessages> = { en, de };
