import {
  definedOnly,
  fail,
  ok,
  type PydanticError,
  type PydanticField,
  pydanticField,
  type Validation,
} from "./core";

export type NumberBounds = { ge?: number; le?: number };

export const INT_TYPE: PydanticError = { type: "int_type", msg: "Input should be a valid integer" };
export const INT_PARSING: PydanticError = {
  type: "int_parsing",
  msg: "Input should be a valid integer, unable to parse string as an integer",
};
export const INT_PARSING_SIZE: PydanticError = {
  type: "int_parsing_size",
  msg: "Unable to parse input string as an integer, exceeded maximum size",
};
export const INT_FROM_FLOAT: PydanticError = {
  type: "int_from_float",
  msg: "Input should be a valid integer, got a number with a fractional part",
};
export const FINITE_NUMBER: PydanticError = { type: "finite_number", msg: "Input should be a finite number" };
export const FLOAT_TYPE: PydanticError = { type: "float_type", msg: "Input should be a valid number" };
export const FLOAT_PARSING: PydanticError = {
  type: "float_parsing",
  msg: "Input should be a valid number, unable to parse string as a number",
};

/** Rust's `str::trim` (Unicode White_Space), which pydantic-core applies before parsing numbers. */
const RUST_WHITESPACE =
  "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const RUST_TRIM = new RegExp(`^[${RUST_WHITESPACE}]+|[${RUST_WHITESPACE}]+$`, "g");
export const rustTrim = (text: string): string => text.replace(RUST_TRIM, "");

// Python int() syntax as pydantic-core accepts it: underscores only between digits, plus an all-zero fraction.
const INT_STRING = /^[+-]?\d(?:_?\d)*(?:\.0+)?$/;
const MAX_INT_STRING_LENGTH = 4300;
// Rust's f64 grammar (`str::parse`), which pydantic-core uses for float strings.
const RUST_FLOAT = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;

function rustParseFloat(text: string): number | undefined {
  if (!RUST_FLOAT.test(text)) return undefined;
  const body = text.replace(/^[+-]/, "").toLowerCase();
  if (body === "nan") return Number.NaN;
  if (body === "inf" || body === "infinity") return text.startsWith("-") ? -Infinity : Infinity;
  return Number(text);
}

function parseIntString(text: string): Validation<number> {
  const trimmed = rustTrim(text);
  if (trimmed.length > MAX_INT_STRING_LENGTH) return fail(INT_PARSING_SIZE);
  if (!INT_STRING.test(trimmed)) return fail(INT_PARSING);
  const [whole = ""] = trimmed.replace(/_/g, "").split(".");
  return ok(Number(whole) + 0);
}

function parseFloatString(text: string): Validation<number> {
  const direct = rustParseFloat(rustTrim(text));
  if (direct !== undefined) return ok(direct);
  // pydantic-core retries without underscores (not at either end, never doubled) on the untrimmed text.
  const canStrip = text.includes("_") && !/^_|_$|__/.test(text);
  const stripped = canStrip ? rustParseFloat(text.replace(/_/g, "")) : undefined;
  return stripped === undefined ? fail(FLOAT_PARSING) : ok(stripped);
}

export function toInt(input: unknown): Validation<number> {
  if (typeof input === "boolean") return ok(input ? 1 : 0);
  if (typeof input === "string") return parseIntString(input);
  if (typeof input !== "number") return fail(INT_TYPE);
  if (!Number.isFinite(input)) return fail(FINITE_NUMBER);
  if (!Number.isInteger(input)) return fail(INT_FROM_FLOAT);
  return ok(input + 0); // + 0 turns -0 into 0, as Python's int(-0.0) does
}

export function toFloat(input: unknown): Validation<number> {
  if (typeof input === "boolean") return ok(input ? 1 : 0);
  if (typeof input === "number") return ok(input);
  if (typeof input === "string") return parseFloatString(input);
  return fail(FLOAT_TYPE);
}

function checkBounds(value: number, bounds: NumberBounds): Validation<number> {
  if (bounds.ge !== undefined && !(value >= bounds.ge)) {
    return fail({
      type: "greater_than_equal",
      msg: `Input should be greater than or equal to ${bounds.ge}`,
      ctx: { ge: bounds.ge },
    });
  }
  if (bounds.le !== undefined && !(value <= bounds.le)) {
    return fail({
      type: "less_than_equal",
      msg: `Input should be less than or equal to ${bounds.le}`,
      ctx: { le: bounds.le },
    });
  }
  return ok(value);
}

function boundedNumber(
  convert: (input: unknown) => Validation<number>,
  jsonType: "integer" | "number",
  bounds: NumberBounds,
): PydanticField<number> {
  return pydanticField<number>({
    validate: (input) => {
      const converted = convert(input);
      return converted.ok ? checkBounds(converted.value, bounds) : converted;
    },
    jsonSchema: definedOnly({ type: jsonType, minimum: bounds.ge, maximum: bounds.le }),
  });
}

/** Pydantic `int` (lax): integers, integral floats, bools, and integer strings such as " 1_000 ". */
export function int(bounds: NumberBounds = {}): PydanticField<number> {
  return boundedNumber(toInt, "integer", bounds);
}

/** Pydantic `float` (lax): numbers, bools and numeric strings (also "inf"/"nan"). */
export function num(bounds: NumberBounds = {}): PydanticField<number> {
  return boundedNumber(toFloat, "number", bounds);
}
