/**
 * The pages' Content-Security-Policy (docs/decisions/034-audit-hardening.md). Scripts run only with this
 * request's nonce — Next puts it on its own scripts when it finds it in the request's policy — and what they load
 * (`'strict-dynamic'`: the scanner's decoder chunk); everything else comes from our own origin.
 */
export function pageContentSecurityPolicy({
  nonce,
  isDevelopment,
}: {
  nonce: string;
  isDevelopment: boolean;
}) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the scanner compiles zxing's WebAssembly (served by us, decision 016); 'unsafe-eval'
    // only in development, where React rebuilds server error stacks with eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${isDevelopment ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React renders `style={…}` as attributes (a pass preview's colours, a bar's width): they can set a look,
    // never run code, and img-src keeps them from fetching anything.
    "style-src-attr 'unsafe-inline'",
    // QR codes and previews as data: and blob: URLs (uploads before they are sent).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** What the API's JSON (and the card routes' files) need: nothing may run, and nobody may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A fresh, unguessable nonce for one response (128 bits, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
