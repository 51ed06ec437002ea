import {
  definedOnly,
  expectedList,
  fail,
  ok,
  type PydanticError,
  type PydanticField,
  plural,
  pydanticField,
  type Validation,
} from "./core";

export type StrOptions = { minLength?: number; maxLength?: number; pattern?: string };

export const STRING_TYPE: PydanticError = { type: "string_type", msg: "Input should be a valid string" };
export const BOOL_TYPE: PydanticError = { type: "bool_type", msg: "Input should be a valid boolean" };
export const BOOL_PARSING: PydanticError = {
  type: "bool_parsing",
  msg: "Input should be a valid boolean, unable to interpret input",
};

/** MongoDB ObjectId as the API spells it in paths and queries. */
export const OBJECT_ID_PATTERN = "^[0-9a-f]{24}$";

const I64_LIMIT = 2 ** 63;
const TRUE_STRINGS = new Set(["1", "t", "y", "on", "yes", "true"]);
const FALSE_STRINGS = new Set(["0", "f", "n", "no", "off", "false"]);

/** Pydantic counts characters as code points, so an emoji is one character, not two UTF-16 units. */
export const codePointLength = (text: string): number => {
  let length = 0;
  for (const _ of text) length++;
  return length;
};

function checkLength(text: string, options: StrOptions): Validation<string> {
  const { minLength, maxLength } = options;
  if (minLength === undefined && maxLength === undefined) return ok(text);
  const length = codePointLength(text);
  if (minLength !== undefined && length < minLength) {
    return fail({
      type: "string_too_short",
      msg: `String should have at least ${minLength} ${plural(minLength, "character")}`,
      ctx: { min_length: minLength },
    });
  }
  if (maxLength !== undefined && length > maxLength) {
    return fail({
      type: "string_too_long",
      msg: `String should have at most ${maxLength} ${plural(maxLength, "character")}`,
      ctx: { max_length: maxLength },
    });
  }
  return ok(text);
}

/**
 * The characters a string may hold, stated as an anchored pattern: the OpenAPI document carries it (so clients and
 * fuzzers know what is refused) and a string breaking it fails as Pydantic's `string_pattern_mismatch` with it.
 */
export type CharacterRule = { pattern: string; regex: RegExp };

export const characterRule = (pattern: string): CharacterRule => ({
  pattern,
  regex: new RegExp(pattern, "u"),
});

/**
 * Every string refuses NUL: PostgreSQL's jsonb (under the embedded FerretDB) cannot store U+0000, and MongoDB
 * drivers treat it as a C-string terminator in keys; refusing it up front gives the same 422 on every database.
 */
export const NO_NUL_PATTERN = "^[^\\u0000]*$";
const NO_NUL = characterRule(NO_NUL_PATTERN);

/**
 * Whether a pattern names every character it admits (anchored at both ends, no `.`, negated class or negated
 * escape), so that it cannot admit NUL or a control character by accident and needs no character rule beside it.
 */
export function isClosedPattern(pattern: string): boolean {
  if (!pattern.startsWith("^") || !pattern.endsWith("$") || pattern.endsWith("\\$")) return false;
  let isInClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern.charAt(index);
    if (char === "\\") {
      if ("WDSP".includes(pattern.charAt(index + 1))) return false;
      index++;
    } else if (isInClass) {
      isInClass = char !== "]";
    } else if (char === "[") {
      if (pattern.charAt(index + 1) === "^") return false;
      isInClass = true;
    } else if (char === ".") {
      return false;
    }
  }
  return true;
}

export function patternMismatch(pattern: string): PydanticError {
  return {
    type: "string_pattern_mismatch",
    msg: `String should match pattern '${pattern}'`,
    ctx: { pattern },
  };
}

function validateConstrained(
  input: unknown,
  options: StrOptions,
  own: RegExp | undefined,
  rule: CharacterRule,
): Validation<string> {
  if (typeof input !== "string") return fail(STRING_TYPE);
  const sized = checkLength(input, options);
  if (!sized.ok) return sized;
  // Pydantic searches (re.search semantics): the pattern's own anchors decide whether it must match whole.
  if (own && options.pattern !== undefined && !own.test(input)) return fail(patternMismatch(options.pattern));
  return rule.regex.test(input) ? sized : fail(patternMismatch(rule.pattern));
}

/**
 * A Pydantic `constr` with a character rule: the field's own pattern (if any) in `pattern`, the rule beside it in
 * `allOf` (JSON Schema has one `pattern` per schema) unless `isRuleImplied` — the own pattern already keeps out
 * what the rule refuses.
 */
export function constrainedString(
  options: StrOptions,
  rule: CharacterRule,
  isRuleImplied: (ownPattern: string) => boolean,
): PydanticField<string> {
  const own = options.pattern === undefined ? undefined : new RegExp(options.pattern, "u");
  const ruleSchema =
    options.pattern === undefined
      ? { pattern: rule.pattern }
      : isRuleImplied(options.pattern)
        ? { pattern: options.pattern }
        : { pattern: options.pattern, allOf: [{ pattern: rule.pattern }] };
  return pydanticField<string>({
    validate: (input) => validateConstrained(input, options, own, rule),
    jsonSchema: definedOnly({
      type: "string",
      minLength: options.minLength,
      maxLength: options.maxLength,
      ...ruleSchema,
    }),
  });
}

/**
 * Pydantic `str` / `constr`: only strings (no coercion), lengths in code points, unanchored pattern — and never
 * NUL (stated as `NO_NUL_PATTERN`). For strings that are not stored as text a person reads: passwords, tokens,
 * codes, look-up keys, search words. Stored free text is `text()` (lib/schemas/fields/text.ts).
 */
export function str(options: StrOptions = {}): PydanticField<string> {
  return constrainedString(options, NO_NUL, isClosedPattern);
}

export function objectId(): PydanticField<string> {
  return str({ pattern: OBJECT_ID_PATTERN });
}

function toBool(input: unknown): Validation<boolean> {
  if (typeof input === "boolean") return ok(input);
  if (typeof input === "string") {
    const lowered = input.replace(/[A-Z]/g, (letter) => letter.toLowerCase()); // ASCII-only, like Rust
    if (TRUE_STRINGS.has(lowered)) return ok(true);
    if (FALSE_STRINGS.has(lowered)) return ok(false);
    return fail(BOOL_PARSING);
  }
  if (typeof input === "number") {
    if (input === 0) return ok(false);
    if (input === 1) return ok(true);
    // Other whole numbers (within i64) "cannot be interpreted"; other floats are not booleans at all.
    return fail(Number.isInteger(input) && Math.abs(input) < I64_LIMIT ? BOOL_PARSING : BOOL_TYPE);
  }
  return fail(BOOL_TYPE);
}

/** Pydantic `bool` (lax): true/false, 0/1 and t/f/y/n/yes/no/on/off/true/false/0/1 in any case. */
export function bool(): PydanticField<boolean> {
  return pydanticField<boolean>({ validate: toBool, jsonSchema: { type: "boolean" } });
}

/** A Pydantic `Enum` of strings: the value must be one of `values`, exactly. */
export function enumOf<const T extends readonly [string, ...string[]]>(values: T): PydanticField<T[number]> {
  const allowed = new Set<string>(values);
  const expected = expectedList(values);
  const error: PydanticError = { type: "enum", msg: `Input should be ${expected}`, ctx: { expected } };
  return pydanticField<T[number]>({
    validate: (input) =>
      typeof input === "string" && allowed.has(input) ? ok(input as T[number]) : fail(error),
    jsonSchema: { type: "string", enum: [...values] },
  });
}
