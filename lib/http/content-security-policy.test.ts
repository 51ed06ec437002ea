import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { pageContentSecurityPolicy } from "./content-security-policy";

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

describe("the pages' Content-Security-Policy (proxy.ts)", () => {
  it("gives every page request a fresh nonce, on the response and on the request Next renders from", () => {
    const first = proxy(new NextRequest("http://localhost/programs"));
    const second = proxy(new NextRequest("http://localhost/programs"));
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers.get("content-security-policy") ?? "")).not.toBe(nonceOf(policy));
    // NextResponse.next({ request: { headers } }) hands the request's new headers on in this one.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic' 'wasm-unsafe-eval'(;|$)/);
    expect(policy).not.toContain(" 'unsafe-eval'"); // only 'wasm-unsafe-eval', outside development
    expect(policy).not.toMatch(/https?:|\*/);
  });

  it("allows eval only in development", () => {
    expect(pageContentSecurityPolicy({ nonce: "n", isDevelopment: true })).toContain(" 'unsafe-eval'");
    expect(pageContentSecurityPolicy({ nonce: "n", isDevelopment: false })).not.toContain(" 'unsafe-eval'");
  });

  it("runs for pages, not for the API, Next's static files or the scanner's WebAssembly", () => {
    const [matcher] = config.matcher;
    const pattern = new RegExp(`^${matcher?.source ?? ""}$`);
    for (const page of ["/", "/programs", "/scan", "/m/abc", "/docs", "/signin"])
      expect(page).toMatch(pattern);
    for (const other of [
      "/v2/programs",
      "/api/auth/session",
      "/_next/static/chunks/a.js",
      "/scanner/zxing_reader.wasm",
    ])
      expect(other).not.toMatch(pattern);
  });
});
