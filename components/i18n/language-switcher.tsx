"use client";

import { LANGUAGES, type Language } from "@/lib/i18n/language";
import { useLanguageChoice, useMessages } from "./language-context";
import styles from "./language-switcher.module.css";

// Each language names itself, so a person who cannot read the current one still finds theirs.
const NAMES: Record<Language, string> = { en: "English", de: "Deutsch" };
const LABEL: Record<Language, string> = { en: "Language", de: "Sprache" };

/** `onChoose` also hears the choice, e.g. to save it on the signed-in account. */
export function LanguageSwitcher({ onChoose }: { onChoose?: (language: Language) => void } = {}) {
  const { language, chooseLanguage } = useLanguageChoice();
  const label = useMessages(LABEL);
  return (
    <fieldset className={styles.switcher}>
      <legend className="visually-hidden">{label}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => {
            chooseLanguage(option);
            onChoose?.(option);
          }}
        >
          {option.toUpperCase()}
          <span className="visually-hidden"> – {NAMES[option]}</span>
        </button>
      ))}
    </fieldset>
  );
}
