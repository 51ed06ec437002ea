import { describe, expect, it } from "vitest";
import { de } from "./de";
import { en } from "./en";

describe("German copy", () => {
  it("translates every signup error code", () => {
    expect(Object.keys(de.errors.codes).sort()).toEqual(Object.keys(en.errors.codes).sort());
    for (const [code, message] of Object.entries(de.errors.codes)) {
      expect(message, code).not.toBe(en.errors.codes[code as keyof typeof en.errors.codes]);
    }
  });
});
