import { getEnv } from "@/lib/env";
import { unprocessable } from "@/lib/errors/unprocessable";
import { ipLiteralOf, isAllowedAddress, isLocalName } from "@/lib/http/public-address";

export const NON_PUBLIC_URL_MESSAGE = "URL must point to a public address";

/**
 * Refuses, at the API, URLs whose host is visibly not public: an IP literal in a private, loopback,
 * link-local, CGNAT, multicast or metadata range, or a local name. Names are resolved and checked again on
 * every delivery (lib/http/safe-post.ts), where a DNS answer that changed is caught too.
 */
export function assertPublicWebhookUrl(url: string): void {
  const allowLoopback = getEnv().WEBHOOKS_ALLOW_LOCAL === "1";
  const { hostname } = new URL(url);
  const literal = ipLiteralOf(hostname);
  const isRefused = literal
    ? !isAllowedAddress(literal, { allowLoopback })
    : isLocalName(hostname) && !allowLoopback;
  if (isRefused) throw unprocessable(["body", "url"], NON_PUBLIC_URL_MESSAGE, url);
}
