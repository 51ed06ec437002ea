import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toValidationItems, type ValidationErrorItem } from "@/lib/errors/validation-error";
import {
  bool,
  enumOf,
  int,
  isClosedPattern,
  NO_NUL_PATTERN,
  num,
  OBJECT_ID_PATTERN,
  objectId,
  str,
} from "@/lib/schemas/fields";

// Expected items below were produced by pydantic 2.13 / pydantic-core 2.46. Email, URL, datetime,
// list and model fields are tested next to their modules in ./fields/.

/** The FastAPI items of a body that fails `schema`, or the parsed value when it passes. */
function check(schema: z.ZodType, input: unknown): { value: unknown } | { items: ValidationErrorItem[] } {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  return { items: toValidationItems(result.error, { source: "body", input }) };
}

/** The single item of a failing top-level value (loc ["body"]). */
function errorOf(schema: z.ZodType, input: unknown): ValidationErrorItem | undefined {
  const outcome = check(schema, input);
  if (!("items" in outcome)) return undefined;
  expect(outcome.items).toHaveLength(1);
  return outcome.items[0];
}

const parsed = (schema: z.ZodType, input: unknown): unknown => schema.parse(input);

const item = (
  type: string,
  msg: string,
  input: unknown,
  ctx?: Record<string, unknown>,
): ValidationErrorItem =>
  ctx === undefined ? { type, loc: ["body"], msg, input } : { type, loc: ["body"], msg, input, ctx };

describe("str", () => {
  it("accepts strings only: numbers, booleans and null are string_type", () => {
    expect(parsed(str(), "a")).toBe("a");
    for (const input of [5, 1.5, true, null, []]) {
      expect(errorOf(str(), input)).toEqual(item("string_type", "Input should be a valid string", input));
    }
  });

  it("checks both sides of the length bounds, with a singular 'character' for 1", () => {
    const bounded = str({ minLength: 2, maxLength: 3 });
    expect(errorOf(bounded, "a")).toEqual(
      item("string_too_short", "String should have at least 2 characters", "a", { min_length: 2 }),
    );
    expect(parsed(bounded, "ab")).toBe("ab");
    expect(parsed(bounded, "abc")).toBe("abc");
    expect(errorOf(bounded, "abcd")).toEqual(
      item("string_too_long", "String should have at most 3 characters", "abcd", { max_length: 3 }),
    );
    const single = str({ minLength: 1, maxLength: 1 });
    expect(errorOf(single, "")?.msg).toBe("String should have at least 1 character");
    expect(errorOf(single, "ab")?.msg).toBe("String should have at most 1 character");
  });

  it("counts code points, not UTF-16 units", () => {
    const bounded = str({ maxLength: 3 });
    expect(parsed(bounded, "😀😀")).toBe("😀😀"); // 4 UTF-16 units, 2 characters
    expect(errorOf(bounded, "😀😀😀😀")?.type).toBe("string_too_long");
    expect(errorOf(str({ minLength: 2 }), "😀")?.type).toBe("string_too_short");
  });

  it("searches for the pattern (unanchored) and echoes the pattern source", () => {
    const anchored = str({ pattern: "^pass\\..*" });
    expect(parsed(anchored, "pass.x")).toBe("pass.x");
    expect(errorOf(anchored, "xpass.a")).toEqual(
      item("string_pattern_mismatch", "String should match pattern '^pass\\..*'", "xpass.a", {
        pattern: "^pass\\..*",
      }),
    );
    const unanchored = str({ pattern: "pass" });
    expect(parsed(unanchored, "xpassy")).toBe("xpassy");
    expect(errorOf(unanchored, "nope")?.type).toBe("string_pattern_mismatch");
  });

  it("refuses the NUL character (PostgreSQL's jsonb cannot hold it) after the length and pattern checks, as its documented pattern", () => {
    const nul = "a\u0000b";
    expect(errorOf(str(), nul)).toEqual(
      item("string_pattern_mismatch", "String should match pattern '^[^\\u0000]*$'", nul, {
        pattern: NO_NUL_PATTERN,
      }),
    );
    expect(errorOf(str({ maxLength: 2 }), nul)?.type).toBe("string_too_long");
    expect(errorOf(objectId(), "\u0000")?.type).toBe("string_pattern_mismatch");
    expect(errorOf(str({ pattern: "^pass\\..*" }), "pass.\u0000")?.ctx).toEqual({ pattern: NO_NUL_PATTERN });
    expect(parsed(str(), "a\u0001b")).toBe("a\u0001b");
  });

  it("states the NUL rule in JSON Schema: as the pattern, or beside a pattern that could admit NUL", () => {
    expect(z.toJSONSchema(str({ maxLength: 5 }))).toMatchObject({ pattern: NO_NUL_PATTERN, maxLength: 5 });
    expect(z.toJSONSchema(str({ pattern: "^pass\\..*" }))).toMatchObject({
      pattern: "^pass\\..*",
      allOf: [{ pattern: NO_NUL_PATTERN }],
    });
    const closed = z.toJSONSchema(objectId());
    expect(closed).toMatchObject({ pattern: OBJECT_ID_PATTERN });
    expect(closed).not.toHaveProperty("allOf");
  });

  it("tells closed patterns (they name every character they admit) from open ones", () => {
    for (const closed of [
      OBJECT_ID_PATTERN,
      "^[0-9]{6}$",
      "^password$",
      "^[A-Za-z0-9._-]+$",
      "^#[0-9a-f]{6}\\s*$",
    ])
      expect(isClosedPattern(closed), closed).toBe(true);
    for (const open of ["^pass\\..*", "^[^x]*$", "^\\D+$", "^a", "b$", "^\\\\.$"])
      expect(isClosedPattern(open), open).toBe(false);
  });

  it("gives the zod issue the Pydantic message, for forms", () => {
    const result = str({ maxLength: 2 }).safeParse("abc");
    expect(result.error?.issues[0]?.message).toBe("String should have at most 2 characters");
  });
});

describe("missing, optional, nullable and default", () => {
  it("rejects undefined with missing unless optional or defaulted", () => {
    expect(errorOf(str(), undefined)).toEqual(item("missing", "Field required", null));
    expect(str().optional().parse(undefined)).toBeUndefined();
    expect(int().default(30).parse(undefined)).toBe(30);
    expect(str().nullish().parse(undefined)).toBeUndefined();
  });

  it("rejects null with the type's own error unless nullable", () => {
    expect(errorOf(int(), null)?.type).toBe("int_type");
    expect(errorOf(bool(), null)?.type).toBe("bool_type");
    expect(str().nullable().parse(null)).toBeNull();
    expect(str().nullish().parse(null)).toBeNull();
    expect(errorOf(str().nullable(), undefined)?.type).toBe("missing");
  });
});

describe("int", () => {
  it.each([
    ["12", 12],
    [" 12 ", 12],
    ["\t12\n", 12],
    ["1_000", 1000],
    ["+5", 5],
    ["-5", -5],
    ["12.0", 12],
    ["12.000", 12],
    ["00012", 12],
    [3.0, 3],
    [true, 1],
    [false, 0],
  ])("accepts %j as %j", (input, expected) => {
    expect(parsed(int(), input)).toBe(expected);
  });

  it.each(["abc", "", "12.5", "0x10", "1e3", "1__0", "_1", "1.", "１２"])(
    "rejects the string %j with int_parsing",
    (input) => {
      expect(errorOf(int(), input)).toEqual(
        item("int_parsing", "Input should be a valid integer, unable to parse string as an integer", input),
      );
    },
  );

  it("rejects fractions with int_from_float and non-numbers with int_type", () => {
    expect(errorOf(int(), 3.5)).toEqual(
      item("int_from_float", "Input should be a valid integer, got a number with a fractional part", 3.5),
    );
    for (const input of [null, [1], {}]) {
      expect(errorOf(int(), input)).toEqual(item("int_type", "Input should be a valid integer", input));
    }
  });

  it("checks both sides of ge/le and echoes the original input", () => {
    const days = int({ ge: 0, le: 365 });
    expect(errorOf(days, -1)).toEqual(
      item("greater_than_equal", "Input should be greater than or equal to 0", -1, { ge: 0 }),
    );
    expect(parsed(days, 0)).toBe(0);
    expect(parsed(days, 365)).toBe(365);
    expect(errorOf(days, 366)).toEqual(
      item("less_than_equal", "Input should be less than or equal to 365", 366, { le: 365 }),
    );
    expect(errorOf(days, "400")).toEqual(
      item("less_than_equal", "Input should be less than or equal to 365", "400", { le: 365 }),
    );
  });
});

describe("num", () => {
  it("parses numeric strings, bools and special values", () => {
    expect(parsed(num(), "1.5")).toBe(1.5);
    expect(parsed(num(), " -2 ")).toBe(-2);
    expect(parsed(num(), "1e3")).toBe(1000);
    expect(parsed(num(), ".5")).toBe(0.5);
    expect(parsed(num(), "1_000.5")).toBe(1000.5);
    expect(parsed(num(), "-Infinity")).toBe(-Infinity);
    expect(parsed(num(), true)).toBe(1);
  });

  it("rejects other strings with float_parsing and other types with float_type", () => {
    expect(errorOf(num(), "abc")).toEqual(
      item("float_parsing", "Input should be a valid number, unable to parse string as a number", "abc"),
    );
    expect(errorOf(num(), "0x10")?.type).toBe("float_parsing");
    expect(errorOf(num(), null)).toEqual(item("float_type", "Input should be a valid number", null));
  });

  it("checks bounds", () => {
    const bounded = num({ ge: 0.5, le: 10.5 });
    expect(errorOf(bounded, 0.4)?.ctx).toEqual({ ge: 0.5 });
    expect(parsed(bounded, 10.5)).toBe(10.5);
    expect(errorOf(bounded, 10.6)?.msg).toBe("Input should be less than or equal to 10.5");
  });
});

describe("bool", () => {
  it.each([
    [true, true],
    [false, false],
    [0, false],
    [1, true],
    ["t", true],
    ["F", false],
    ["y", true],
    ["n", false],
    ["Yes", true],
    ["NO", false],
    ["on", true],
    ["off", false],
    ["TRUE", true],
    ["false", false],
    ["0", false],
    ["1", true],
  ])("accepts %j as %j", (input, expected) => {
    expect(parsed(bool(), input)).toBe(expected);
  });

  it("reports uninterpretable strings and whole numbers as bool_parsing", () => {
    for (const input of [2, -1, "2", "", " true", "truthy"]) {
      expect(errorOf(bool(), input)).toEqual(
        item("bool_parsing", "Input should be a valid boolean, unable to interpret input", input),
      );
    }
  });

  it("reports other types and fractions as bool_type", () => {
    for (const input of [null, [1], {}, 1.5]) {
      expect(errorOf(bool(), input)).toEqual(item("bool_type", "Input should be a valid boolean", input));
    }
  });
});

describe("enumOf", () => {
  it("lists 3+, 2 and 1 expected values the Pydantic way", () => {
    const three = enumOf(["stampCard", "tieredMembership", "custom"]);
    expect(errorOf(three, "x")).toEqual(
      item("enum", "Input should be 'stampCard', 'tieredMembership' or 'custom'", "x", {
        expected: "'stampCard', 'tieredMembership' or 'custom'",
      }),
    );
    expect(errorOf(enumOf(["loyalty", "giftcard"]), "x")).toEqual(
      item("enum", "Input should be 'loyalty' or 'giftcard'", "x", { expected: "'loyalty' or 'giftcard'" }),
    );
    expect(errorOf(enumOf(["only"]), "x")).toEqual(
      item("enum", "Input should be 'only'", "x", { expected: "'only'" }),
    );
  });

  it("matches exactly and reports null and numbers as enum errors", () => {
    const kinds = enumOf(["loyalty", "giftcard"]);
    expect(parsed(kinds, "giftcard")).toBe("giftcard");
    for (const input of ["Loyalty", " loyalty", null, 1]) expect(errorOf(kinds, input)?.type).toBe("enum");
  });
});

describe("objectId", () => {
  it("requires 24 lower-case hex characters", () => {
    expect(OBJECT_ID_PATTERN).toBe("^[0-9a-f]{24}$");
    expect(parsed(objectId(), "0123456789abcdef01234567")).toBe("0123456789abcdef01234567");
    expect(errorOf(objectId(), "0123456789ABCDEF01234567")).toEqual(
      item(
        "string_pattern_mismatch",
        "String should match pattern '^[0-9a-f]{24}$'",
        "0123456789ABCDEF01234567",
        {
          pattern: "^[0-9a-f]{24}$",
        },
      ),
    );
    expect(errorOf(objectId(), "0123456789abcdef012345678")?.type).toBe("string_pattern_mismatch");
  });
});
