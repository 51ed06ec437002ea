import { de } from "@/components/public/i18n/de";
import { en } from "@/components/public/i18n/en";
import { pkpassResponse } from "@/lib/api/pkpass-response";
import { type RouteHandler, serveRequest } from "@/lib/api/serve-request";
import { clientIpOf, clientKeyOf } from "@/lib/http/client-ip";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { cardPagePath } from "@/lib/services/card-link-store/card-link-token";
import { cardApplePass } from "@/lib/services/card-links/card-apple-pass";
import { cardGoogleWalletLink } from "@/lib/services/card-links/card-google-wallet";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { consumeRateLimit, type RateLimitRule } from "@/lib/services/rate-limit/consume-rate-limit";

/**
 * The card pages' wallet buttons (`…/pass`, `…/google-wallet`) per client address: each press signs a pass or
 * calls Google, so a script cannot make the service do that work without end. Generous for people: a family at
 * one shop's Wi-Fi adding their cards stays far below it.
 */
export const CARD_WALLET_RATE_LIMIT: RateLimitRule = { name: "card-wallet", limit: 30, windowSeconds: 60 };

/** The card's address is its key: nothing may keep it or pass it on (the pages get the same from next.config.ts). */
export const CARD_ROUTE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } as const;

/**
 * A card page's wallet route (`/m/{token}/pass`…), served like every /v2 route (lib/api/serve-request.ts):
 * `X-Request-Id` on every answer, 503 with `Retry-After` while the database is unreachable and a logged JSON
 * 500 otherwise (never Next's HTML error page), one request-log line naming `route`; error answers carry
 * `CARD_ROUTE_HEADERS` too.
 */
export function cardRoute(
  route: string,
  answer: (request: Request, token: string) => Promise<Response>,
): RouteHandler {
  return serveRequest(route, async (request, exchange, routeContext) => {
    exchange.headers = { ...CARD_ROUTE_HEADERS };
    const { token = "" } = ((await routeContext?.params) ?? {}) as { token?: string };
    return answer(request, token);
  });
}

const copyOf = (request: Request) => (languageOfRequest(request) === "de" ? de : en);

const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...CARD_ROUTE_HEADERS, ...headers },
  });

/** 429 past the card routes' limit (the same headers as the API's limits), else null. */
export async function refusedByCardRateLimit(request: Request): Promise<Response | null> {
  const outcome = await consumeRateLimit({
    rule: CARD_WALLET_RATE_LIMIT,
    clientKey: clientKeyOf(clientIpOf(request)),
  });
  if (outcome.isAllowed) return null;
  return plainText(429, copyOf(request).card.wallet.tooMany(outcome.resetSeconds), {
    "Retry-After": String(outcome.resetSeconds),
    "X-RateLimit-Limit": String(outcome.limit),
    "X-RateLimit-Remaining": String(outcome.remaining),
    "X-RateLimit-Reset": String(outcome.resetSeconds),
  });
}

/** A link that opens nothing: the card page's own words ("This card no longer exists") and status. */
export function cardGoneResponse(request: Request): Response {
  const { gone } = copyOf(request).card;
  return plainText(404, `${gone.title}\n\n${gone.body}\n`);
}

/** GET `/m/<token>/pass` and `/g/<token>/pass`: the card's signed pass, the same file the API serves. */
export async function cardPassResponse(
  request: Request,
  token: string,
  kind: PassSubject["kind"],
): Promise<Response> {
  const refused = await refusedByCardRateLimit(request);
  if (refused) return refused;
  const pass = await cardApplePass({ token, kind });
  if (!pass) return cardGoneResponse(request);
  return pkpassResponse(pass.pkpass, pass.fileName, { ...CARD_ROUTE_HEADERS, "X-Robots-Tag": "noindex" });
}

/** 303: the browser follows with a GET; the token stays out of any Referer (no-referrer). */
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, ...CARD_ROUTE_HEADERS } });

/**
 * POST `/m/<token>/google-wallet` and `/g/<token>/google-wallet`: makes the save link, then sends the browser to
 * Google; a link that opens nothing goes back to its page (which says so), Google's failure too, with a note.
 */
export async function cardGoogleWalletResponse(
  request: Request,
  token: string,
  kind: PassSubject["kind"],
): Promise<Response> {
  const refused = await refusedByCardRateLimit(request);
  if (refused) return refused;
  const page = cardPagePath(kind, token);
  const link = await cardGoogleWalletLink(token, kind);
  if (link.kind === "saveUrl") return redirect(link.url);
  return redirect(link.kind === "unavailable" ? `${page}?wallet=unavailable` : page);
}
