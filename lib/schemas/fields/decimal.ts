import { definedOnly, fail, ok, type PydanticError, type PydanticField, plural, pydanticField } from "./core";
import { rustTrim } from "./numbers";

export type DecimalOptions = {
  ge?: string;
  le?: string;
  decimalPlaces?: number;
  /**
   * The documented pattern of the string form. Pydantic's own (`^[+-]?\d*\.?\d+$`) lets "0" through although
   * the bounds refuse it; a field with bounds states a pattern that only strings within them match.
   */
  stringPattern?: string;
};

export const DECIMAL_TYPE: PydanticError = {
  type: "decimal_type",
  msg: "Decimal input should be an integer, float, string or Decimal object",
};
export const DECIMAL_PARSING: PydanticError = {
  type: "decimal_parsing",
  msg: "Input should be a valid decimal",
};
const FINITE_NUMBER: PydanticError = { type: "finite_number", msg: "Input should be a finite number" };

// Python's Decimal() string syntax (underscores between digits allowed), without NaN/Infinity.
const DECIMAL_STRING = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const NON_FINITE = /^[+-]?(?:nan|snan|inf|infinity)$/i;

type Parsed = { negative: boolean; digits: string; exponent: number };

/** Exact decimal as sign, integer digits and a power-of-ten exponent: no binary floating point involved. */
function parseDecimal(text: string): Parsed | undefined {
  if (!DECIMAL_STRING.test(text)) return undefined;
  const clean = text.replace(/_/g, "");
  const negative = clean.startsWith("-");
  const [mantissa = "", exponentText = "0"] = clean.replace(/^[+-]/, "").toLowerCase().split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, "");
  return { negative, digits, exponent: Number(exponentText) - fraction.length };
}

/** Pydantic normalises before counting decimal places: trailing zeros do not count. */
function normalise(value: Parsed): Parsed {
  let { digits, exponent } = value;
  while (digits.length > 1 && digits.endsWith("0")) {
    digits = digits.slice(0, -1);
    exponent++;
  }
  if (/^0+$/.test(digits)) return { negative: false, digits: "0", exponent: 0 };
  return { negative: value.negative, digits, exponent };
}

/** Compares two exact decimals by aligning their exponents (string digits, no floats). */
export function compareDecimal(a: Parsed, b: Parsed): number {
  const sign = (value: Parsed) => (/^0*$/.test(value.digits) ? 0 : value.negative ? -1 : 1);
  if (sign(a) !== sign(b)) return sign(a) < sign(b) ? -1 : 1;
  const exponent = Math.min(a.exponent, b.exponent);
  const scaled = (value: Parsed) => BigInt(value.digits + "0".repeat(value.exponent - exponent));
  const difference = scaled(a) - scaled(b);
  const magnitude = difference === 0n ? 0 : difference < 0n ? -1 : 1;
  return sign(a) < 0 ? -magnitude : magnitude;
}

function toText(value: Parsed): string {
  const { digits, exponent } = value;
  const sign = value.negative ? "-" : "";
  if (exponent >= 0) return `${sign}${digits}${"0".repeat(exponent)}`;
  const padded = digits.padStart(-exponent + 1, "0");
  return `${sign}${padded.slice(0, exponent)}.${padded.slice(exponent)}`;
}

function checkBounds(value: Parsed, options: DecimalOptions) {
  const { ge, le } = options;
  if (ge !== undefined && compareDecimal(value, parseDecimal(ge) as Parsed) < 0) {
    return fail({
      type: "greater_than_equal",
      msg: `Input should be greater than or equal to ${ge}`,
      ctx: { ge: Number(ge) },
    });
  }
  if (le !== undefined && compareDecimal(value, parseDecimal(le) as Parsed) > 0) {
    return fail({
      type: "less_than_equal",
      msg: `Input should be less than or equal to ${le}`,
      ctx: { le: Number(le) },
    });
  }
  return ok(value);
}

function validateDecimal(input: unknown, options: DecimalOptions) {
  if (typeof input === "boolean" || (typeof input !== "string" && typeof input !== "number")) {
    return fail(DECIMAL_TYPE);
  }
  // A JSON number becomes a Decimal through its shortest decimal text, as Python's Decimal(str(float)) does.
  const text = typeof input === "number" ? String(input) : rustTrim(input);
  if (typeof input === "number" && !Number.isFinite(input)) return fail(FINITE_NUMBER);
  if (NON_FINITE.test(text)) return fail(FINITE_NUMBER);
  const parsed = parseDecimal(text);
  if (!parsed) return fail(DECIMAL_PARSING);
  const value = normalise(parsed);
  const places = Math.max(0, -value.exponent);
  if (options.decimalPlaces !== undefined && places > options.decimalPlaces) {
    return fail({
      type: "decimal_max_places",
      msg: `Decimal input should have no more than ${options.decimalPlaces} ${plural(options.decimalPlaces, "decimal place")}`,
      ctx: { decimal_places: options.decimalPlaces },
    });
  }
  const bounded = checkBounds(value, options);
  return bounded.ok ? ok(toText(value)) : bounded;
}

/**
 * Pydantic `Decimal` (lax): numbers and numeric strings, checked exactly. The output is the normalised
 * decimal text ("25.5"), so money never passes through binary floating point after parsing.
 */
export function decimal(options: DecimalOptions = {}): PydanticField<string, string | number> {
  return pydanticField<string, string | number>({
    validate: (input) => validateDecimal(input, options),
    jsonSchema: definedOnly({
      anyOf: [
        { type: "number", minimum: optionalNumber(options.ge), maximum: optionalNumber(options.le) },
        { type: "string", pattern: options.stringPattern ?? "^[+-]?\\d*\\.?\\d+$" },
      ].map((schema) => definedOnly(schema)),
      description: describeDecimal(options),
    }),
  });
}

function describeDecimal({ ge, le, decimalPlaces }: DecimalOptions): string | undefined {
  if (decimalPlaces === undefined) return undefined;
  const range = ge !== undefined && le !== undefined ? ` from ${ge} to ${le}` : "";
  return `Decimal${range} with at most ${decimalPlaces} places, as a number or a string such as "25.00"`;
}

const optionalNumber = (text: string | undefined) => (text === undefined ? undefined : Number(text));
