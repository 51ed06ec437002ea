import { describe, expect, it } from "vitest";
import {
  deriveWalletKey,
  openWalletSecret,
  openWith,
  sealWalletSecret,
  sealWith,
} from "@/lib/services/pass-updates/sealed-secret";

const plain = "-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n";

describe("wallet secrets at rest", () => {
  it("seal to text that is not the secret and opens only with the same context", () => {
    const sealed = sealWalletSecret(plain, "merchant-a");
    expect(sealed).not.toContain("PRIVATE");
    expect(sealed).not.toBe(sealWalletSecret(plain, "merchant-a"));
    expect(openWalletSecret(sealed, "merchant-a")).toEqual({ plain, isUnderPreviousKey: false });
    expect(openWalletSecret(sealed, "merchant-b")).toBeNull();
  });

  it("a tampered or truncated seal does not open", () => {
    const sealed = sealWalletSecret(plain, "m");
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[4] ?? "", "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(openWalletSecret([...parts.slice(0, 4), flipped.toString("base64url")].join("."), "m")).toBeNull();
    const shortTag = Buffer.from(parts[3] ?? "", "base64url")
      .subarray(0, 4)
      .toString("base64url");
    expect(openWalletSecret([...parts.slice(0, 3), shortTag, parts[4]].join("."), "m")).toBeNull();
    expect(openWalletSecret("v1.nope", "m")).toBeNull();
  });

  it("a rotation opens the old key's seals with the previous key, and says so", () => {
    const old = deriveWalletKey("the-old-wallet-key-of-at-least-32-characters");
    const next = deriveWalletKey("the-new-wallet-key-of-at-least-32-characters");
    const sealed = sealWith(old, plain, "m");
    expect(openWith({ current: next, previous: null }, sealed, "m")).toBeNull();
    expect(openWith({ current: next, previous: old }, sealed, "m")).toEqual({
      plain,
      isUnderPreviousKey: true,
    });
    expect(openWith({ current: old, previous: null }, sealed, "m")).toEqual({
      plain,
      isUnderPreviousKey: false,
    });
  });
});
