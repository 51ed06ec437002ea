import { decode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";

// next-auth names the cookie by whether the site runs on https.
const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/** The user id of the dashboard session carried by the request's cookie, or null. */
export async function readSessionUserId(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie") ?? "";
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(header, name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret: getEnv().AUTH_SECRET });
      if (payload && typeof payload.sub === "string") return payload.sub;
    } catch {
      // A malformed or foreign cookie is the same as no session.
    }
  }
  return null;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Cookie-authenticated writes must come from our own pages (defence in depth on top of SameSite=Lax). */
export function isCrossSiteWrite(request: Request): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    return new URL(origin).host !== request.headers.get("host");
  } catch {
    return true;
  }
}
