"use client";

import { useRouter } from "next/navigation";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";

type LanguageState = { language: Language; chooseLanguage: (language: Language) => void };

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * Holds the page language the server rendered with (root layout), so the first paint is already in the
 * person's language. Choosing another one saves it in a cookie and re-renders the server parts too.
 */
export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const router = useRouter();
  const [language, setLanguage] = useState<Language>(initial);
  const chooseLanguage = useCallback(
    (next: Language) => {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser
      document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
      document.documentElement.lang = next;
      setLanguage(next);
      router.refresh();
    },
    [router],
  );
  return <LanguageContext value={{ language, chooseLanguage }}>{children}</LanguageContext>;
}

export function useLanguageChoice(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguageChoice needs the LanguageProvider of the root layout");
  return state;
}

/** Picks this language's catalogue: `useMessages({ en, de })`. */
export function useMessages<Messages>(catalogues: Record<Language, Messages>): Messages {
  return messagesIn(catalogues, useLanguageChoice().language);
}
