import { de } from "./de";
import { en, type SignupMessages } from "./en";
import type { Language } from "./language";

export type { SignupMessages };

export const MESSAGES: Record<Language, SignupMessages> = { en, de };
