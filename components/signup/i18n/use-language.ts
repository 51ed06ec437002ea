import { useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, type Language, resolveLanguage } from "./language";
import { MESSAGES, type SignupMessages } from "./messages";

const STORAGE_KEY = "loyaltypass.language";
const CHANGE_EVENT = "loyaltypass:language-change";

// Used when localStorage is blocked, so the switcher still works for this page view.
let unsavedChoice: Language | null = null;

function readSavedChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? unsavedChoice;
  } catch {
    return unsavedChoice;
  }
}

function readLanguage(): Language {
  return resolveLanguage(readSavedChoice(), [navigator.language, ...navigator.languages]);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function saveLanguage(language: Language): void {
  unsavedChoice = language;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: the in-memory choice above still applies
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The signup pages' language. The server renders English (it cannot see the saved choice); the browser
 * switches to the visitor's language right after hydration.
 */
export function useLanguage(): { language: Language; t: SignupMessages } {
  const language = useSyncExternalStore(subscribe, readLanguage, () => DEFAULT_LANGUAGE);
  return { language, t: MESSAGES[language] };
}
