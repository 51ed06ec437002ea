import { type NextRequest, NextResponse } from "next/server";
import { newNonce, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";

/**
 * Every page gets a Content-Security-Policy with a nonce of its own (docs/decisions/034-audit-hardening.md).
 * Next reads the nonce from the request's policy and puts it on the scripts and styles it renders, so the
 * policy is set on the request as well as on the response.
 */
export function proxy(request: NextRequest): NextResponse {
  const policy = pageContentSecurityPolicy({
    nonce: newNonce(),
    isDevelopment: process.env.NODE_ENV === "development",
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Not the API (/v2, /api: JSON with its own minimal policy from next.config.ts, and a proxy would buffer
      // their request bodies), not Next's static files, not the scanner's WebAssembly; not prefetches, which
      // carry no document.
      source: "/((?!v2|api|_next/static|_next/image|favicon.ico|scanner).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
