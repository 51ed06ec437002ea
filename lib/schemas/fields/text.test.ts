import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toValidationItems } from "@/lib/errors/validation-error";
import { LINE_TEXT_PATTERN, MULTILINE_TEXT_PATTERN, text } from "@/lib/schemas/fields";

const itemsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toValidationItems(result.error, { source: "body", input });
};

// C0 (NUL, BEL, ESC, CR), DEL, C1 (NEL, CSI), the embeddings and overrides U+202A–202E, the isolates U+2066–2069.
const REFUSED = ["\u0000", "\u0007", "\u001b", "\r", "\u007f", "\u0085", "\u009b"];
const BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];

describe("text()", () => {
  it("takes ordinary text in any script, emoji included", () => {
    for (const value of ["Café Ümlaut", "مقهى", "カフェ", "☕ 😀", "a b", ""])
      expect(text().parse(value)).toBe(value);
  });

  it("refuses control and bidirectional control characters with string_pattern_mismatch and the stated pattern", () => {
    for (const char of [...REFUSED, ...BIDI, "\n", "\t"]) {
      const input = `Caf${char}é`;
      expect(itemsOf(text(), input), JSON.stringify(char)).toEqual([
        {
          type: "string_pattern_mismatch",
          loc: ["body"],
          msg: `String should match pattern '${LINE_TEXT_PATTERN}'`,
          input,
          ctx: { pattern: LINE_TEXT_PATTERN },
        },
      ]);
    }
  });

  it("allows line feeds and tabs in multi-line text, nothing else", () => {
    const multiline = text({ isMultiline: true });
    expect(multiline.parse("Terms:\n\t1. No cash value")).toBe("Terms:\n\t1. No cash value");
    for (const char of [...REFUSED, ...BIDI])
      expect(itemsOf(multiline, `a${char}b`)[0]?.ctx, JSON.stringify(char)).toEqual({
        pattern: MULTILINE_TEXT_PATTERN,
      });
  });

  it("checks the length first and the field's own pattern before the rule, documenting both", () => {
    expect(itemsOf(text({ maxLength: 2 }), "a\u202eb")[0]?.type).toBe("string_too_long");
    const identifier = text({ pattern: "^pass\\..*" });
    expect(itemsOf(identifier, "x\u202e")[0]?.ctx).toEqual({ pattern: "^pass\\..*" });
    expect(itemsOf(identifier, "pass.\u202e")[0]?.ctx).toEqual({ pattern: LINE_TEXT_PATTERN });
    expect(z.toJSONSchema(identifier)).toMatchObject({
      pattern: "^pass\\..*",
      allOf: [{ pattern: LINE_TEXT_PATTERN }],
    });
    expect(z.toJSONSchema(text({ maxLength: 9 }))).toMatchObject({
      pattern: LINE_TEXT_PATTERN,
      maxLength: 9,
    });
  });

  it("states patterns that read the same in JavaScript and in Python's re", () => {
    // Both engines take \uXXXX in a character class; no flags, lookarounds or classes that differ between them.
    for (const pattern of [LINE_TEXT_PATTERN, MULTILINE_TEXT_PATTERN])
      expect(pattern).toMatch(/^\^\[\^[\\u0-9a-f-]+\]\*\$$/);
  });
});
