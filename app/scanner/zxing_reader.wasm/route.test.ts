import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZXING_WASM_SHA256 } from "zxing-wasm/reader";
import { GET } from "./route";

describe("GET /scanner/zxing_reader.wasm", () => {
  it("serves the installed zxing reader as WebAssembly from our own origin, cacheable for a year", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/wasm");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d])); // "\0asm"
    // The very file the polyfill's JavaScript was built for (the version it asks for in `?v=`).
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(ZXING_WASM_SHA256);
  });
});
