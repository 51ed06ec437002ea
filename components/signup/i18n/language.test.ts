import { describe, expect, it } from "vitest";
import { de } from "./de";
import { en } from "./en";
import { resolveLanguage } from "./language";

describe("resolveLanguage", () => {
  it("prefers the saved choice over the browser", () => {
    expect(resolveLanguage("de", ["en-US"])).toBe("de");
    expect(resolveLanguage("en", ["de-DE"])).toBe("en");
  });

  it("takes the first browser language it has copy for", () => {
    expect(resolveLanguage(null, ["de-AT", "en"])).toBe("de");
    expect(resolveLanguage(null, ["fr-FR", "DE"])).toBe("de");
  });

  it("ignores unknown saved values and falls back to English", () => {
    expect(resolveLanguage("fr", ["it-IT", "fr"])).toBe("en");
    expect(resolveLanguage(null, [])).toBe("en");
  });
});

describe("German copy", () => {
  it("translates every signup error code", () => {
    expect(Object.keys(de.errors.codes).sort()).toEqual(Object.keys(en.errors.codes).sort());
    for (const [code, message] of Object.entries(de.errors.codes)) {
      expect(message, code).not.toBe(en.errors.codes[code as keyof typeof en.errors.codes]);
    }
  });
});
