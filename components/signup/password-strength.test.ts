import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

const levelOf = (password: string) => {
  const strength = passwordStrength(password, 10);
  return strength.isLongEnough ? strength.level : "too short";
};

describe("passwordStrength", () => {
  it("counts the characters still missing", () => {
    expect(passwordStrength("", 10)).toEqual({ isLongEnough: false, missingCharacters: 10 });
    expect(passwordStrength("abcdefg", 10)).toEqual({ isLongEnough: false, missingCharacters: 3 });
  });

  it("counts code points like the API, so an emoji is one character", () => {
    expect(passwordStrength("abcdefgh😀", 10)).toEqual({ isLongEnough: false, missingCharacters: 1 });
  });

  it("grades length and variety", () => {
    expect(levelOf("abcdefghij")).toBe("weak");
    expect(levelOf("Abcdefgh12")).toBe("fair");
    expect(levelOf("correct horse battery staple")).toBe("good");
    expect(levelOf("Tr0ub4dor&3xyz")).toBe("strong");
  });

  it("does not reward a long run of the same characters", () => {
    expect(levelOf("aaaaaaaaaaaaaaaaaaaaaaaa")).toBe("weak");
    expect(levelOf("abababababababababab")).toBe("weak");
  });

  it("suggests what would help", () => {
    expect(passwordStrength("abcdefghij", 10)).toMatchObject({ tips: ["mix", "longer"] });
    expect(passwordStrength("Ab1!efghijklmnop", 10)).toMatchObject({ tips: [] });
  });
});
