import type { ImageFile } from "@/lib/services/pass-images/get-image";

// Images are private to the merchant: caches may keep them but must ask before reuse (the ETag makes that cheap).
const CACHE_CONTROL = "private, no-cache";

const etagOf = (sha256: string) => `"${sha256}"`;

/** True when an `If-None-Match` list names this ETag (weak or strong) or is `*`. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** The stored PNG, or 304 when the client already has this version. */
export function pngResponse(request: Request, file: ImageFile): Response {
  const etag = etagOf(file.sha256);
  const headers = {
    ETag: etag,
    "Cache-Control": CACHE_CONTROL,
    "Last-Modified": file.updatedAt.toUTCString(),
  };
  if (matches(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.data), {
    status: 200,
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(file.data.length) },
  });
}
