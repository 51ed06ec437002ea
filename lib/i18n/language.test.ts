import { describe, expect, it } from "vitest";
import { acceptLanguageTags, resolveLanguage } from "./language";

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

describe("acceptLanguageTags", () => {
  it("feeds resolveLanguage in the header's order", () => {
    expect(resolveLanguage(undefined, acceptLanguageTags("de-DE,de;q=0.9,en;q=0.8"))).toBe("de");
    expect(resolveLanguage(undefined, acceptLanguageTags("fr-FR,en;q=0.5"))).toBe("en");
    expect(resolveLanguage(undefined, acceptLanguageTags(null))).toBe("en");
  });
});
