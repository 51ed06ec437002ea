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
 * PostgreSQL's jsonb (under the embedded FerretDB) cannot store U+0000, and MongoDB drivers treat it as a
 * C-string terminator in keys; refusing it up front gives the same 422 on every database.
 */
export const NUL_CHARACTER: PydanticError = {
  type: "value_error",
  msg: "Value error, String must not contain the NUL character (\\u0000)",
  ctx: { error: {} },
};

export function validateStr(input: unknown, options: StrOptions, regex?: RegExp): Validation<string> {
  if (typeof input !== "string") return fail(STRING_TYPE);
  const sized = checkLength(input, options);
  if (!sized.ok) return sized;
  // Pydantic searches (re.search semantics): the pattern's own anchors decide whether it must match whole.
  if (regex && options.pattern !== undefined && !regex.test(input)) {
    return fail({
      type: "string_pattern_mismatch",
      msg: `String should match pattern '${options.pattern}'`,
      ctx: { pattern: options.pattern },
    });
  }
  return input.includes("\u0000") ? fail(NUL_CHARACTER) : sized;
}

/** Pydantic `str` / `constr`: only strings (no coercion), lengths in code points, unanchored pattern. */
export function str(options: StrOptions = {}): PydanticField<string> {
  const regex = options.pattern === undefined ? undefined : new RegExp(options.pattern, "u");
  return pydanticField<string>({
    validate: (input) => validateStr(input, options, regex),
    jsonSchema: definedOnly({
      type: "string",
      minLength: options.minLength,
      maxLength: options.maxLength,
      pattern: options.pattern,
    }),
  });
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
