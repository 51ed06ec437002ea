/**
 * Where the browser fetches the barcode polyfill's WebAssembly: our own origin (app/scanner/zxing_reader.wasm),
 * never zxing-wasm's default CDN, which a strict network or content security policy blocks. The client adds
 * `?v=<zxing-wasm version>` so a new version is a new URL and the file may be cached for a year.
 */
export const ZXING_WASM_PATH = "/scanner/zxing_reader.wasm";
