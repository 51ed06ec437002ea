import { useMessages } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { en, type MemberMessages } from "./en";

export type { MemberMessages };

export const MEMBER_MESSAGES: Record<Language, MemberMessages> = { en, de };

/** The member pages' copy in the page's language. */
export const useMemberMessages = (): MemberMessages => useMessages(MEMBER_MESSAGES);
