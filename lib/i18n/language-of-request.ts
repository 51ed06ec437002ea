import { acceptLanguageTags, LANGUAGE_COOKIE, type Language, resolveLanguage } from "./language";

/** The cookie `name`'s value in a Cookie header, or null. */
function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/**
 * The language an API request was made in (for e-mails it triggers): the page's saved choice, sent along as the
 * `lp_lang` cookie, else the browser's Accept-Language, else English — the same rule as server-rendered pages.
 */
export const languageOfRequest = (request: Request): Language =>
  resolveLanguage(
    cookieValue(request.headers.get("cookie"), LANGUAGE_COOKIE),
    acceptLanguageTags(request.headers.get("accept-language")),
  );
