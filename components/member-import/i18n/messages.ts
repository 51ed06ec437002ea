import { useMessages } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type MemberImportMessages } from "./en";

export type { MemberImportMessages };

export const MEMBER_IMPORT_MESSAGES: Record<Language, MemberImportMessages> = { en, de };

/** The import page's copy in the page's language. */
export const useMemberImportMessages = (): MemberImportMessages => useMessages(MEMBER_IMPORT_MESSAGES);
