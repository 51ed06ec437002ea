/** The dashboard's home: the overview of the shop's numbers. */
export const DEFAULT_AFTER_SIGN_IN = "/overview";

/**
 * The path to return to after signing in. Only paths on this site are honoured (an absolute URL keeps just
 * its path), so the sign-in page cannot be used to send people elsewhere.
 */
export function safeCallbackPath(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string" || raw.trim() === "") return fallback;
  try {
    const url = new URL(raw, "http://internal.invalid");
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/signin")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

export function signInPath(callbackPath: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(callbackPath)}`;
}
