import { describe, expect, it } from "vitest";
import { parseJsonText } from "@/lib/api/json-body";

// Positions and messages are CPython 3.12's json.loads (FastAPI: e.pos / e.msg).
function failureOf(text: string, trailingCommaMessages = false): [number | string | undefined, unknown] {
  const result = parseJsonText(text, { trailingCommaMessages });
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} to be malformed`);
  return [result.item.loc[1], result.item.ctx?.error];
}

describe("parseJsonText", () => {
  it("parses valid JSON", () => {
    expect(parseJsonText('{"name": "Café", "n": [1, 2.5, null]}')).toEqual({
      ok: true,
      value: { name: "Café", n: [1, 2.5, null] },
    });
  });

  it("accepts what Python's json accepts beyond JSON: NaN and ±Infinity", () => {
    const result = parseJsonText('{"a": NaN, "b": [-Infinity, Infinity]}');
    expect(result.ok && result.value).toEqual({ a: Number.NaN, b: [-Infinity, Infinity] });
  });

  it("treats an empty body as absent, as FastAPI does, but whitespace as malformed", () => {
    expect(parseJsonText("")).toEqual({ ok: true, value: undefined });
    expect(failureOf("\t\n ")).toEqual([3, "Expecting value"]);
  });

  it("drops a leading byte order mark like Starlette's utf-8-sig decoding", () => {
    expect(parseJsonText('\ufeff{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it("answers FastAPI's json_invalid item", () => {
    expect(parseJsonText('{"a":1 "b":2}')).toEqual({
      ok: false,
      item: {
        type: "json_invalid",
        loc: ["body", 7],
        msg: "JSON decode error",
        input: {},
        ctx: { error: "Expecting ',' delimiter" },
      },
    });
  });

  it.each([
    ["{", 1, "Expecting property name enclosed in double quotes"],
    ['{"a":1,}', 7, "Expecting property name enclosed in double quotes"],
    ["{'a':1}", 1, "Expecting property name enclosed in double quotes"],
    ["[1,2,]", 5, "Expecting value"],
    ['{"a":}', 5, "Expecting value"],
    ["nul", 0, "Expecting value"],
    ["]", 0, "Expecting value"],
    ['{"a": [1, {"b": tru}]}', 16, "Expecting value"],
    ['{"a" 1}', 5, "Expecting ':' delimiter"],
    ["[1 2]", 3, "Expecting ',' delimiter"],
    ["[1,2", 4, "Expecting ',' delimiter"],
    ['{"a":[1,{"b":2]}', 14, "Expecting ',' delimiter"],
    ['"abc', 0, "Unterminated string starting at"],
    ['{"a":"x\ny"}', 7, "Invalid control character at"],
    ['{"a":"\\x"}', 6, "Invalid \\escape"],
    ['{"a":"\\u12"}', 7, "Invalid \\uXXXX escape"],
    ['{"a":1}x', 7, "Extra data"],
    ['{"a":1} {"b":2}', 8, "Extra data"],
    ["01", 1, "Extra data"],
    ["1.", 1, "Extra data"],
  ])("reports %j at %i: %s", (text, position, message) => {
    expect(failureOf(text)).toEqual([position, message]);
  });

  it("counts the offset in code points, as Python does", () => {
    expect(failureOf('{"😀":1 x}')).toEqual([7, "Expecting ',' delimiter"]);
    expect(failureOf('["é", "😀" 1]')).toEqual([10, "Expecting ',' delimiter"]);
    expect(failureOf('{"a":"😀\\u00"}')).toEqual([8, "Invalid \\uXXXX escape"]);
  });

  it("can word trailing commas the CPython 3.13 way", () => {
    expect(failureOf('{"a":1,}', true)).toEqual([6, "Illegal trailing comma before end of object"]);
    expect(failureOf("[1,]", true)).toEqual([2, "Illegal trailing comma before end of array"]);
    expect(failureOf("[1 2]", true)).toEqual([3, "Expecting ',' delimiter"]);
  });
});
