/**
 * The one way dashboard code in the browser calls /v2: with the session cookie, and for support staff with
 * `X-Merchant-Id` naming the merchant the page was rendered for. The id comes from the staff banner the
 * server rendered (not straight from the cookie), so a tab keeps acting for the merchant it shows even after
 * another tab switched to a different one.
 */
let actingMerchantId: string | null = null;

export const MERCHANT_ID_HEADER = "X-Merchant-Id";

/** Called by the staff banner whenever the server renders it; null when staff act for nobody. */
export function setActingMerchant(merchantId: string | null): void {
  actingMerchantId = merchantId;
}

/** Headers to add to a /v2 request (for XMLHttpRequest uploads, which cannot go through fetch). */
export function actingForHeaders(): Record<string, string> {
  return actingMerchantId ? { [MERCHANT_ID_HEADER]: actingMerchantId } : {};
}

/**
 * `fetch` for /v2 from the dashboard: same-origin credentials and the acting-for header when there is one.
 * Takes a URL or a `Request` (the typed client in components/api/client.ts hands it requests). Without a
 * staff choice it adds nothing, so public pages (signup, sign-in, password reset) use it as plain fetch.
 */
export function dashboardFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(actingForHeaders())) {
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
    return fetch(request);
  }
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(actingForHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return fetch(input, { credentials: "same-origin", ...init, headers });
}
