import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { PASSKIT_RATE_LIMITS, passRateLimit, statusOnly } from "@/lib/api/passkit";
import { withApi } from "@/lib/api/with-api";
import { PASSKIT_OPERATIONS } from "@/lib/openapi/passkit-operations";
import { getLatestPass } from "@/lib/services/wallet/apple/web-service/get-latest-pass";

const PKPASS = "application/vnd.apple.pkpass";

const servePass = (withBody: boolean) =>
  withApi(PASSKIT_OPERATIONS.getLatestPass, async ({ request, pass }) => {
    const headers = await passRateLimit(pass, PASSKIT_RATE_LIMITS.pass);
    const latest = await getLatestPass({
      pass,
      ifModifiedSince: request.headers.get("if-modified-since"),
      withBody,
    });
    const lastModified: Record<string, string> = latest.lastModified
      ? { "Last-Modified": latest.lastModified.toUTCString() }
      : {};
    if (!latest.isModified) return statusOnly(304, { ...headers, ...lastModified });
    const answer = { ...headers, ...lastModified, "Content-Type": PKPASS, "Cache-Control": "no-cache" };
    if (!latest.pkpass) return statusOnly(200, answer);
    return new Response(new Uint8Array(latest.pkpass), { status: 200, headers: answer });
  });

// GET /v2/passkit/v1/passes/{passTypeIdentifier}/{serialNumber} — the pass as it is now (304 when unchanged)
export const GET = servePass(true);

// HEAD /v2/passkit/v1/passes/{passTypeIdentifier}/{serialNumber} — GET's status and headers, nothing signed
export const HEAD = servePass(false);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(GET, HEAD);
