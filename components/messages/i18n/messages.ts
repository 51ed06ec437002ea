import { useMessages } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type MessagesPageMessages } from "./en";

export type { MessagesPageMessages };

export const MESSAGES_PAGE_MESSAGES: Record<Language, MessagesPageMessages> = { en, de };

/** The Messages page's copy in the page's language. */
export const useMessagesPageMessages = (): MessagesPageMessages => useMessages(MESSAGES_PAGE_MESSAGES);
