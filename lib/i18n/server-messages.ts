import type { Language } from "./language";
import { messagesIn } from "./messages-in";
import { getRequestLanguage } from "./request-language";

/** A catalogue in the request's language, for server components and `generateMetadata`. */
export async function getServerMessages<Messages>(
  catalogues: Readonly<Record<Language, Messages>>,
): Promise<Messages> {
  return messagesIn(catalogues, await getRequestLanguage());
}
