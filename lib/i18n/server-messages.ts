import type { Language } from "./language";
import { getRequestLanguage } from "./request-language";

/** A catalogue in the request's language, for server components and `generateMetadata`. */
export async function getServerMessages<Messages>(catalogues: Record<Language, Messages>): Promise<Messages> {
  return catalogues[await getRequestLanguage()];
}
