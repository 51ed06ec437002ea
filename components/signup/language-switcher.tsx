"use client";

import { LANGUAGES } from "./i18n/language";
import { saveLanguage, useLanguage } from "./i18n/use-language";
import styles from "./signup.module.css";

export function LanguageSwitcher() {
  const { language, t } = useLanguage();
  return (
    <fieldset className={styles.switcher}>
      <legend className="visually-hidden">{t.language.label}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => saveLanguage(option)}
        >
          {option.toUpperCase()}
          <span className="visually-hidden"> – {t.language.names[option]}</span>
        </button>
      ))}
    </fieldset>
  );
}
