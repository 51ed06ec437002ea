import { useMessages } from "@/components/i18n/language-context";
import { PROGRAM_MESSAGES, type ProgramMessages } from "./messages";

/** The builder's copy in the language the person chose. */
export const useProgramMessages = (): ProgramMessages => useMessages(PROGRAM_MESSAGES);
