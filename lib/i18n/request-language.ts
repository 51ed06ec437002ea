import { cookies, headers } from "next/headers";
import { acceptLanguageTags, LANGUAGE_COOKIE, type Language, resolveLanguage } from "./language";

/** The language a server-rendered page speaks: the saved choice (cookie), else the browser's, else English. */
export async function getRequestLanguage(): Promise<Language> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return resolveLanguage(
    cookieStore.get(LANGUAGE_COOKIE)?.value,
    acceptLanguageTags(headerList.get("accept-language")),
  );
}
