import { describe, expect, it } from "vitest";
import { canonicalJson, requestFingerprint } from "@/lib/services/idempotency/request-fingerprint";

describe("canonicalJson", () => {
  it("writes equal values one way: keys sorted at every depth, no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: true }], c: "x" } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":true,"z":null}]},"b":1}',
    );
    expect(canonicalJson(JSON.parse('{"n": 1e2, "s": "\\u00e9"}'))).toBe(canonicalJson({ s: "é", n: 100 }));
  });

  it("keeps what differs: array order, types, NaN apart from null, -0 apart from 0", () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: "1" })).not.toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: Number.NaN })).not.toBe(canonicalJson({ a: null }));
    expect(canonicalJson({ a: Number.POSITIVE_INFINITY })).not.toBe(canonicalJson({ a: null }));
    expect(canonicalJson(-0)).not.toBe(canonicalJson(0));
  });
});

describe("requestFingerprint", () => {
  const of = (target: string, body: Parameters<typeof requestFingerprint>[0]["body"]) =>
    requestFingerprint({ method: "POST", target, body });

  it("binds the path and query, and the body by its value", () => {
    expect(of("/v2/x", { json: { a: 1, b: 2 } })).toBe(of("/v2/x", { json: { b: 2, a: 1 } }));
    expect(of("/v2/x", { json: { a: 1 } })).not.toBe(of("/v2/y", { json: { a: 1 } }));
    expect(of("/v2/x?q=1", { json: { a: 1 } })).not.toBe(of("/v2/x", { json: { a: 1 } }));
    expect(of("/v2/x", { json: { a: 1 } })).not.toBe(of("/v2/x", { json: { a: 2 } }));
  });

  it("takes any other body byte for byte", () => {
    expect(of("/v2/x", { text: "a,b" })).not.toBe(of("/v2/x", { text: "a, b" }));
    expect(of("/v2/x", { text: "a,b" })).toBe(of("/v2/x", { text: "a,b" }));
  });
});
