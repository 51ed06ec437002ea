/** Apple's media type for a pass: Safari and Mail on iOS offer "Add to Apple Wallet" for it. */
export const PKPASS_MEDIA_TYPE = "application/vnd.apple.pkpass";

/** A signed pass as a download named after its serial; personal data, so never kept by shared caches. */
export function pkpassResponse(pkpass: Buffer, serialNumber: string): Response {
  return new Response(new Uint8Array(pkpass), {
    status: 200,
    headers: {
      "Content-Type": PKPASS_MEDIA_TYPE,
      "Content-Length": String(pkpass.length),
      "Content-Disposition": `attachment; filename="${serialNumber.replace(/[^A-Za-z0-9._-]/g, "_")}.pkpass"`,
      "Cache-Control": "private, no-store",
    },
  });
}
