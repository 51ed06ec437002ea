import { describe, expect, it } from "vitest";
import { estimatePassword } from "./password-estimator";
import { passwordStrength } from "./password-strength";

const strengthOf = (password: string) => passwordStrength(password, 10, estimatePassword);
const levelOf = (password: string) => {
  const strength = strengthOf(password);
  return strength.isLongEnough ? strength.level : "too short";
};

describe("passwordStrength", () => {
  it("counts the characters still missing, in code points like the API", () => {
    expect(strengthOf("")).toEqual({ isLongEnough: false, missingCharacters: 10 });
    expect(strengthOf("abcdefg")).toEqual({ isLongEnough: false, missingCharacters: 3 });
    expect(strengthOf("abcdefgh😀")).toEqual({ isLongEnough: false, missingCharacters: 1 });
  });

  it("calls a passphrase of four random words strong, in English and in German, with no symbols asked for", () => {
    expect(strengthOf("maple river candle orbit")).toEqual({ isLongEnough: true, level: "strong", tips: [] });
    expect(levelOf("apfel baum wolke tisch")).toBe("strong");
  });

  it("calls common passwords, keyboard walks and repeats weak, however many character classes they mix", () => {
    expect(strengthOf("Password123!")).toEqual({
      isLongEnough: true,
      level: "weak",
      tips: ["uncommon", "longer"],
    });
    expect(levelOf("Passwort1234")).toBe("weak");
    expect(levelOf("qwertzuiop12")).toBe("weak");
    expect(levelOf("aaaaaaaaaaaaaaaaaaaa")).toBe("weak");
  });
});
