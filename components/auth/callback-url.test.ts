import { describe, expect, it } from "vitest";
import { safeCallbackPath, signInPath } from "@/components/auth/callback-url";

describe("safeCallbackPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeCallbackPath("/programs/new?x=1")).toBe("/programs/new?x=1");
  });

  it("keeps only the path of an absolute URL", () => {
    expect(safeCallbackPath("https://evil.example/programs")).toBe("/programs");
    expect(safeCallbackPath("/\\evil.example")).toBe("/");
  });

  it("never leaves the site and falls back for empty, missing and sign-in targets", () => {
    expect(safeCallbackPath("//evil.example")).toBe("/");
    expect(safeCallbackPath("")).toBe("/overview");
    expect(safeCallbackPath(undefined)).toBe("/overview");
    expect(safeCallbackPath("/signin?callbackUrl=/x")).toBe("/overview");
  });

  it("takes the first of repeated values", () => {
    expect(safeCallbackPath(["/templates", "/giftcards"])).toBe("/templates");
  });
});

describe("signInPath", () => {
  it("encodes the callback", () => {
    expect(signInPath("/programs?q=a b")).toBe("/signin?callbackUrl=%2Fprograms%3Fq%3Da%20b");
  });
});
