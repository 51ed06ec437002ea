/** Apple's media type for a pass: Safari and Mail on iOS offer "Add to Apple Wallet" for it. */
export const PKPASS_MEDIA_TYPE = "application/vnd.apple.pkpass";

/**
 * A signed pass as a download named `<fileName>.pkpass` (the API names it after its serial, the card pages after
 * the program); personal data, so never kept by shared caches. `headers` adds to or replaces the defaults.
 */
export function pkpassResponse(
  pkpass: Buffer,
  fileName: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(new Uint8Array(pkpass), {
    status: 200,
    headers: {
      "Content-Type": PKPASS_MEDIA_TYPE,
      "Content-Length": String(pkpass.length),
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}.pkpass"`,
      "Cache-Control": "private, no-store",
      ...headers,
    },
  });
}
