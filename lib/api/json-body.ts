import type { ValidationErrorItem } from "@/lib/errors/validation-error";

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; item: ValidationErrorItem };

export type PythonJsonOptions = {
  /** CPython 3.13+ reports trailing commas as "Illegal trailing comma before end of object/array" at the comma. */
  trailingCommaMessages?: boolean;
};

/** The original ran CPython ≤ 3.12's json module (3.13 reworded trailing-comma errors). */
export const DEFAULT_PYTHON_JSON_OPTIONS: PythonJsonOptions = { trailingCommaMessages: false };

class JsonDecodeError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** CPython's StopIteration(idx) from scan_once, which json.loads reports as "Expecting value". */
class NoValue extends Error {
  constructor(readonly position: number) {
    super("Expecting value");
  }
}

const WHITESPACE = " \t\n\r";
const ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};
const CONSTANTS: [string, unknown][] = [
  ["null", null],
  ["true", true],
  ["false", false],
  ["NaN", Number.NaN],
  ["Infinity", Infinity],
  ["-Infinity", -Infinity],
];
const NUMBER = /-?(?:[1-9]\d*|0)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;

/** A port of CPython's C json scanner (Modules/_json.c): same grammar, messages and error offsets. */
class PythonJsonScanner {
  constructor(
    private readonly text: string,
    private readonly options: PythonJsonOptions,
  ) {}

  decode(): unknown {
    const start = this.skipWhitespace(0);
    const [value, end] = this.scanValue(start);
    const rest = this.skipWhitespace(end);
    if (rest !== this.text.length) throw new JsonDecodeError("Extra data", rest);
    return value;
  }

  private skipWhitespace(index: number): number {
    let i = index;
    while (i < this.text.length && WHITESPACE.includes(this.text.charAt(i))) i++;
    return i;
  }

  private scanValue(index: number): [unknown, number] {
    const char = this.text.charAt(index);
    if (index >= this.text.length) throw new NoValue(index);
    if (char === '"') return this.scanString(index + 1);
    if (char === "{") return this.scanObject(index + 1);
    if (char === "[") return this.scanArray(index + 1);
    for (const [word, value] of CONSTANTS) {
      if (this.text.startsWith(word, index)) return [value, index + word.length];
    }
    NUMBER.lastIndex = index;
    const match = NUMBER.exec(this.text);
    if (!match) throw new NoValue(index);
    return [Number(match[0]), index + match[0].length];
  }

  private scanString(start: number): [string, number] {
    const begin = start - 1;
    let result = "";
    let i = start;
    for (;;) {
      const chunkStart = i;
      while (i < this.text.length && this.text.charAt(i) !== '"' && this.text.charAt(i) !== "\\") {
        if (this.text.charCodeAt(i) <= 0x1f) throw new JsonDecodeError("Invalid control character at", i);
        i++;
      }
      if (i >= this.text.length) throw new JsonDecodeError("Unterminated string starting at", begin);
      result += this.text.slice(chunkStart, i);
      if (this.text.charAt(i) === '"') return [result, i + 1];
      i++;
      if (i === this.text.length) throw new JsonDecodeError("Unterminated string starting at", begin);
      const escaped = this.text.charAt(i);
      if (escaped !== "u") {
        const decoded = ESCAPES[escaped];
        if (decoded === undefined) throw new JsonDecodeError("Invalid \\escape", i - 1);
        result += decoded;
        i++;
        continue;
      }
      const [decoded, next] = this.scanUnicodeEscape(i + 1);
      result += decoded;
      i = next;
    }
  }

  /** `start` is the first hex digit after "\u". */
  private scanUnicodeEscape(start: number): [string, number] {
    if (start + 4 >= this.text.length) throw new JsonDecodeError("Invalid \\uXXXX escape", start - 1);
    const high = this.readHex(start);
    const isHighSurrogate = high >= 0xd800 && high <= 0xdbff;
    if (isHighSurrogate && start + 10 < this.text.length && this.text.startsWith("\\u", start + 4)) {
      const low = this.readHex(start + 6);
      if (low >= 0xdc00 && low <= 0xdfff) return [String.fromCharCode(high, low), start + 10];
    }
    return [String.fromCharCode(high), start + 4];
  }

  private readHex(start: number): number {
    const digits = this.text.slice(start, start + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(digits)) throw new JsonDecodeError("Invalid \\uXXXX escape", start - 1);
    return Number.parseInt(digits, 16);
  }

  private scanObject(start: number): [Record<string, unknown>, number] {
    const result: Record<string, unknown> = {};
    let i = this.skipWhitespace(start);
    if (this.text.charAt(i) === "}") return [result, i + 1];
    for (;;) {
      if (this.text.charAt(i) !== '"') {
        throw new JsonDecodeError("Expecting property name enclosed in double quotes", i);
      }
      const [key, afterKey] = this.scanString(i + 1);
      i = this.skipWhitespace(afterKey);
      if (this.text.charAt(i) !== ":") throw new JsonDecodeError("Expecting ':' delimiter", i);
      const [value, afterValue] = this.scanValue(this.skipWhitespace(i + 1));
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      i = this.skipWhitespace(afterValue);
      if (this.text.charAt(i) === "}") return [result, i + 1];
      if (this.text.charAt(i) !== ",") throw new JsonDecodeError("Expecting ',' delimiter", i);
      const comma = i;
      i = this.skipWhitespace(i + 1);
      if (this.options.trailingCommaMessages && this.text.charAt(i) === "}") {
        throw new JsonDecodeError("Illegal trailing comma before end of object", comma);
      }
    }
  }

  private scanArray(start: number): [unknown[], number] {
    const result: unknown[] = [];
    let i = this.skipWhitespace(start);
    if (this.text.charAt(i) === "]") return [result, i + 1];
    for (;;) {
      const [value, afterValue] = this.scanValue(i);
      result.push(value);
      i = this.skipWhitespace(afterValue);
      if (this.text.charAt(i) === "]") return [result, i + 1];
      if (this.text.charAt(i) !== ",") throw new JsonDecodeError("Expecting ',' delimiter", i);
      const comma = i;
      i = this.skipWhitespace(i + 1);
      if (this.options.trailingCommaMessages && this.text.charAt(i) === "]") {
        throw new JsonDecodeError("Illegal trailing comma before end of array", comma);
      }
    }
  }
}

/** Python counts str offsets in code points; JS strings index UTF-16 units. */
const codePointOffset = (text: string, unitOffset: number): number =>
  Array.from(text.slice(0, unitOffset)).length;

export function jsonInvalidItem(position: number, message: string): ValidationErrorItem {
  return {
    type: "json_invalid",
    loc: ["body", position],
    msg: "JSON decode error",
    input: {},
    ctx: { error: message },
  };
}

/**
 * Python's json.loads, in JS: the value, or FastAPI's `json_invalid` item for malformed JSON. FastAPI reads the
 * body only `if body_bytes:` — an empty body is "no body", not malformed JSON, so the body model fails with
 * `missing` (loc ["body"], input null): `parseJsonText("")` answers `{ ok: true, value: undefined }`, while a
 * whitespace-only body is not empty and fails "Expecting value".
 */
export function parseJsonText(
  text: string,
  options: PythonJsonOptions = DEFAULT_PYTHON_JSON_OPTIONS,
): JsonParseResult {
  if (text.length === 0) return { ok: true, value: undefined };
  // Starlette hands json.loads bytes, which it decodes as utf-8-sig: a leading BOM is dropped.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch {
    // JSON.parse's messages and offsets differ from Python's, and Python also accepts NaN/Infinity.
  }
  try {
    return { ok: true, value: new PythonJsonScanner(source, options).decode() };
  } catch (error) {
    if (error instanceof JsonDecodeError || error instanceof NoValue) {
      const message = error instanceof NoValue ? "Expecting value" : error.message;
      return { ok: false, item: jsonInvalidItem(codePointOffset(source, error.position), message) };
    }
    if (error instanceof RangeError)
      return { ok: false, item: jsonInvalidItem(0, "maximum recursion depth exceeded") };
    throw error;
  }
}
