import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "@/lib/schemas/countries";
import { countryOfLocale, countryOptions } from "./country-options";

describe("countryOptions", () => {
  it("lists every country once, named in the given language", () => {
    const german = countryOptions("de");
    expect(german).toHaveLength(COUNTRY_CODES.length);
    expect(german.find((option) => option.code === "DE")?.name).toBe("Deutschland");
    expect(countryOptions("en").find((option) => option.code === "DE")?.name).toBe("Germany");
  });

  it("sorts by name in that language", () => {
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
