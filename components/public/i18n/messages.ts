import { useMessages } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type PublicMessages } from "./en";

export type { PublicMessages };

export const PUBLIC_MESSAGES: Record<Language, PublicMessages> = { en, de };

/** The customer pages' copy in the page's language. */
export const usePublicMessages = (): PublicMessages => useMessages(PUBLIC_MESSAGES);
