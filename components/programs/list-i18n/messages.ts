import { de } from "./de";
import { en } from "./en";

export type { ProgramListMessages } from "./en";

/** Server components pick by `getRequestLanguage()`; client components through `useMessages`. */
export const PROGRAM_LIST_MESSAGES = { en, de } as const;
