import type { Language } from "./language";

/**
 * The one reader of copy: a catalogue (`{ en, de }`) in one language. Server components call it through
 * `getServerMessages` (the request's language), client components through `useMessages` (the page's); code
 * handed a language as a value (a language just chosen, a formatter of `(value, language)`, an e-mail) calls it
 * directly. A catalogue is never indexed by hand (components/conventions/catalogues.test.ts).
 */
export function messagesIn<Catalogue extends Readonly<Record<Language, unknown>>>(
  catalogues: Catalogue,
  language: Language,
): Catalogue[Language] {
  return catalogues[language];
}
