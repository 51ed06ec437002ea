import { describe, expect, it } from "vitest";
import { compactTranslations, programTextsIn } from "@/lib/programs/program-texts";

const program = {
  customPointName: "bean",
  customPointsName: "beans",
  description: "Collect beans.",
  terms: null,
  translations: { de: { customPointsName: "Bohnen", description: "  ", terms: "Kein Barwert." } },
};

describe("programTextsIn", () => {
  it("gives the language's own texts and the base texts where it has none (or only blanks)", () => {
    expect(programTextsIn(program, "de")).toEqual({
      customPointName: "bean",
      customPointsName: "Bohnen",
      description: "Collect beans.",
      terms: "Kein Barwert.",
    });
    expect(programTextsIn(program, "en")).toEqual({
      customPointName: "bean",
      customPointsName: "beans",
      description: "Collect beans.",
      terms: null,
    });
    expect(programTextsIn({ ...program, translations: null }, "de").customPointsName).toBe("beans");
  });
});

describe("compactTranslations", () => {
  it("drops blank texts and languages without any text; null when nothing is left", () => {
    expect(
      compactTranslations({
        en: { customPointName: null, customPointsName: "", description: null, terms: null },
        de: { customPointName: null, customPointsName: "Bohnen", description: " ", terms: null },
      }),
    ).toEqual({ de: { customPointsName: "Bohnen" } });
    expect(compactTranslations({ en: { customPointsName: null } })).toBeNull();
    expect(compactTranslations(null)).toBeNull();
  });
});
