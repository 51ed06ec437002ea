import type { Language } from "@/lib/i18n/language";
import {
  type ProgramTexts,
  TRANSLATED_PROGRAM_FIELDS,
  type TranslatedProgramField,
} from "@/lib/schemas/program";

/** A program's texts and their per-language overrides, as stored or as the API answers them. */
export type TranslatableProgram = Partial<Record<TranslatedProgramField, string | null | undefined>> & {
  translations?: Partial<Record<Language, ProgramTexts | null | undefined>> | null;
};

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/**
 * The texts a program gives in `language` itself, null when none. The merchant's texts, not a catalogue: a
 * language may be missing, so it is looked up rather than read through messagesIn.
 */
export function ownTextsIn(translations: unknown, language: Language): ProgramTexts | null {
  if (typeof translations !== "object" || translations === null) return null;
  const found = Object.entries(translations).find(([key]) => key === language)?.[1];
  return typeof found === "object" && found !== null ? (found as ProgramTexts) : null;
}

/**
 * Issue 28 (decision 045): the point names, description and terms a customer reading `language` sees — the
 * language's own text where the program gives one, else the base field (null when neither has text).
 */
export function programTextsIn(
  program: TranslatableProgram,
  language: Language,
): Record<TranslatedProgramField, string | null> {
  const own = ownTextsIn(program.translations, language);
  return Object.fromEntries(
    TRANSLATED_PROGRAM_FIELDS.map((field) => [field, filled(own?.[field]) ?? filled(program[field])]),
  ) as Record<TranslatedProgramField, string | null>;
}

/**
 * The overrides worth keeping: empty texts and languages without any text dropped (the builder sends every
 * field), null when nothing is left.
 */
export function compactTranslations(
  translations: TranslatableProgram["translations"],
): Partial<Record<Language, ProgramTexts>> | null {
  const kept = Object.entries(translations ?? {}).flatMap(([language, texts]) => {
    const present = TRANSLATED_PROGRAM_FIELDS.flatMap((field) => {
      const value = filled(texts?.[field]);
      return value ? [[field, value] as const] : [];
    });
    return present.length > 0 ? [[language, Object.fromEntries(present)] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}
