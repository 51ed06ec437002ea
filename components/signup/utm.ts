import { SIGNUP_LIMITS } from "@/lib/schemas/signup";

export type Utm = { source: string | null; medium: string | null; campaign: string | null };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export const UTM_STORAGE_KEY = "loyaltypass.utm";

const PARAMS = { source: "utm_source", medium: "utm_medium", campaign: "utm_campaign" } as const;

// Longer values would make the signup fail with a 422 on a field the visitor cannot see or fix.
const clip = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const clipped = Array.from(value.trim()).slice(0, SIGNUP_LIMITS.utm.maxLength).join("");
  return clipped || null;
};

const hasAny = (utm: Utm) => Boolean(utm.source || utm.medium || utm.campaign);

/** The UTM parameters of a landing URL's query string, or null when it carries none. */
export function utmFromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm = {
    source: clip(params.get(PARAMS.source)),
    medium: clip(params.get(PARAMS.medium)),
    campaign: clip(params.get(PARAMS.campaign)),
  };
  return hasAny(utm) ? utm : null;
}

export function readStoredUtm(storage: KeyValueStorage): Utm | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(UTM_STORAGE_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return null;
    const { source, medium, campaign } = stored as Record<string, unknown>;
    const utm = { source: clip(source), medium: clip(medium), campaign: clip(campaign) };
    return hasAny(utm) ? utm : null;
  } catch {
    return null;
  }
}

/** `window.sessionStorage`, or null where the browser blocks it (even reading the property can throw). */
export function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores the landing URL's UTM values unless the session already has some: the first touch wins. */
export function captureUtm(search: string, storage: KeyValueStorage): void {
  try {
    if (readStoredUtm(storage)) return;
    const utm = utmFromSearch(search);
    if (utm) storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // storage blocked or full: attribution is optional
  }
}
