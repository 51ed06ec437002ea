import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/lib/i18n/language";
import { COUNTRY_CODES } from "@/lib/schemas/countries";
import { countryOfLocale, countryOptions } from "./country-options";

describe("countryOptions", () => {
  it("lists every country code once in each language", () => {
    for (const language of LANGUAGES) {
      const codes = countryOptions(language).map((option) => option.code);
      expect(new Set(codes).size, language).toBe(codes.length);
      expect([...codes].sort(), language).toEqual([...COUNTRY_CODES].sort());
    }
  });

  it("names each country in words, the same on the server as in any browser", () => {
    // A fixed table: Chromium's ICU calls FK "Falkland Islands (Islas Malvinas)", Node's "Falkland Islands".
    expect(countryOptions("en").find((option) => option.code === "FK")?.name).toBe("Falkland Islands");
    for (const language of LANGUAGES) {
      for (const { code, name } of countryOptions(language)) expect(name, code).not.toBe(code);
    }
  });

  it("lists every country once, named in the given language", () => {
    const german = countryOptions("de");
    expect(german).toHaveLength(COUNTRY_CODES.length);
    expect(german.find((option) => option.code === "DE")?.name).toBe("Deutschland");
    expect(countryOptions("en").find((option) => option.code === "DE")?.name).toBe("Germany");
  });

  it("sorts by name in that language", () => {
    for (const language of LANGUAGES) {
      const names = countryOptions(language).map((option) => option.name);
      expect(names, language).toEqual([...names].sort(new Intl.Collator(language).compare));
    }
    const names = countryOptions("de").map((option) => option.name);
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Polen"));
    expect(names.indexOf("Ägypten")).toBeLessThan(names.indexOf("Albanien"));
  });
});

describe("countryOfLocale", () => {
  it("takes the region of a locale tag", () => {
    expect(countryOfLocale("de-DE")).toBe("DE");
    expect(countryOfLocale("en-us")).toBe("US");
    expect(countryOfLocale("de-Latn-AT")).toBe("AT");
  });

  it("is null without a known region or for a broken tag", () => {
    expect(countryOfLocale("de")).toBeNull();
    expect(countryOfLocale("es-419")).toBeNull();
    expect(countryOfLocale("")).toBeNull();
  });
});
