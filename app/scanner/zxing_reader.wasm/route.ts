import { readFile } from "node:fs/promises";
import path from "node:path";

// The installed zxing-wasm's reader, served from our own origin so the scanner never loads code from a CDN.
// Read from node_modules at run time: present in `npm run dev` and in `npm start` (dist/server.js runs in the
// checkout, next to node_modules), so no build step copies it.
const WASM_FILE = path.join(
  process.cwd(),
  "node_modules",
  "zxing-wasm",
  "dist",
  "reader",
  "zxing_reader.wasm",
);

let cached: Promise<Buffer> | null = null;
const wasmBytes = () => {
  cached ??= readFile(WASM_FILE).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
};

const HEADERS = {
  "Content-Type": "application/wasm",
  // The page asks for `?v=<version>`: a new version is a new URL, so this one never changes.
  "Cache-Control": "public, max-age=31536000, immutable",
};

// GET /scanner/zxing_reader.wasm — the barcode polyfill's WebAssembly (only browsers without BarcodeDetector)
export async function GET() {
  const bytes = await wasmBytes();
  return new Response(new Uint8Array(bytes), {
    headers: { ...HEADERS, "Content-Length": String(bytes.byteLength) },
  });
}
