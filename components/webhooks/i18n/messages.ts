import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type WebhookMessages } from "./en";

export type { WebhookMessages };

export const WEBHOOK_MESSAGES: Record<Language, WebhookMessages> = { en, de };
