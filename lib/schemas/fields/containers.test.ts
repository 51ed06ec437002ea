import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { toValidationItems, type ValidationErrorItem } from "@/lib/errors/validation-error";
import { dateTime, email, enumOf, int, list, model, str } from "@/lib/schemas/fields";

function itemsOf(schema: z.ZodType, input: unknown): ValidationErrorItem[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toValidationItems(result.error, { source: "body", input });
}

const MODEL_MSG = "Input should be a valid dictionary or object to extract fields from";

// The same model as a FastAPI body; the expected items were produced by pydantic 2.13 for it.
const inner = model({ a: int(), b: str().nullish() });
const body = model({
  name: str({ minLength: 1, maxLength: 5 }),
  kind: enumOf(["a", "b", "c"]),
  tags: list(str(), { maxLength: 2 }).default([]),
  inner,
  items: list(inner).default([]),
  when: dateTime().nullish(),
  email: email().nullish(),
});

describe("list", () => {
  it("rejects non-arrays with list_type", () => {
    for (const input of ["abc", { a: 1 }, null, 5]) {
      expect(itemsOf(list(int()), input)).toEqual([
        { type: "list_type", loc: ["body"], msg: "Input should be a valid list", input },
      ]);
    }
  });

  it("validates every item and puts the index in loc", () => {
    expect(itemsOf(list(int()), [1, "x", 3.5])).toEqual([
      {
        type: "int_parsing",
        loc: ["body", 1],
        msg: "Input should be a valid integer, unable to parse string as an integer",
        input: "x",
      },
      {
        type: "int_from_float",
        loc: ["body", 2],
        msg: "Input should be a valid integer, got a number with a fractional part",
        input: 3.5,
      },
    ]);
    expect(list(int()).parse(["1", 2.0, true])).toEqual([1, 2, 1]);
  });

  it("checks length bounds like Pydantic: too_long alone, too_short only when the items are valid", () => {
    const bounded = list(int(), { minLength: 1, maxLength: 2 });
    expect(itemsOf(bounded, [])).toEqual([
      {
        type: "too_short",
        loc: ["body"],
        msg: "List should have at least 1 item after validation, not 0",
        input: [],
        ctx: { field_type: "List", min_length: 1, actual_length: 0 },
      },
    ]);
    expect(itemsOf(bounded, [1, "x", 3])).toEqual([
      {
        type: "too_long",
        loc: ["body"],
        msg: "List should have at most 2 items after validation, not 3",
        input: [1, "x", 3],
        ctx: { field_type: "List", max_length: 2, actual_length: 3 },
      },
    ]);
    expect(itemsOf(list(int(), { minLength: 2 }), ["x"]).map((item) => item.type)).toEqual(["int_parsing"]);
    expect(bounded.parse([1, 2])).toEqual([1, 2]);
  });
});

describe("model", () => {
  it("rejects anything but a plain object with model_attributes_type", () => {
    for (const input of [[], "x", null, 5]) {
      expect(itemsOf(body, input)).toEqual([
        { type: "model_attributes_type", loc: ["body"], msg: MODEL_MSG, input },
      ]);
    }
  });

  it("reports each absent required field as missing with the enclosing object as input", () => {
    expect(itemsOf(body, {})).toEqual([
      { type: "missing", loc: ["body", "name"], msg: "Field required", input: {} },
      { type: "missing", loc: ["body", "kind"], msg: "Field required", input: {} },
      { type: "missing", loc: ["body", "inner"], msg: "Field required", input: {} },
    ]);
  });

  it("reports nested errors with keys and list indexes in loc, in field order", () => {
    const input = { name: 1, kind: "z", inner: [], items: [{ a: "x" }, 5, {}], tags: ["a", 1] };
    expect(itemsOf(body, input)).toEqual([
      { type: "string_type", loc: ["body", "name"], msg: "Input should be a valid string", input: 1 },
      {
        type: "enum",
        loc: ["body", "kind"],
        msg: "Input should be 'a', 'b' or 'c'",
        input: "z",
        ctx: { expected: "'a', 'b' or 'c'" },
      },
      { type: "string_type", loc: ["body", "tags", 1], msg: "Input should be a valid string", input: 1 },
      { type: "model_attributes_type", loc: ["body", "inner"], msg: MODEL_MSG, input: [] },
      {
        type: "int_parsing",
        loc: ["body", "items", 0, "a"],
        msg: "Input should be a valid integer, unable to parse string as an integer",
        input: "x",
      },
      { type: "model_attributes_type", loc: ["body", "items", 1], msg: MODEL_MSG, input: 5 },
      { type: "missing", loc: ["body", "items", 2, "a"], msg: "Field required", input: {} },
    ]);
  });

  it("drops unknown keys and applies defaults", () => {
    expect(body.parse({ name: "n", kind: "b", inner: { a: "7", zzz: 2 }, extra: true })).toEqual({
      name: "n",
      kind: "b",
      inner: { a: 7 },
      tags: [],
      items: [],
    });
  });

  it("supports pick, partial and extend", () => {
    const picked = body.pick({ name: true, kind: true });
    expect(itemsOf(picked, {}).map((item) => item.loc)).toEqual([
      ["body", "name"],
      ["body", "kind"],
    ]);
    expect(itemsOf(picked, [])[0]?.type).toBe("model_attributes_type");
    const partial = picked.partial();
    expect(partial.parse({})).toEqual({});
    expect(itemsOf(partial, { name: "" })[0]?.type).toBe("string_too_short");
    const extended = picked.extend({ count: int({ ge: 1 }) });
    expect(itemsOf(extended, { name: "n", kind: "a" })).toEqual([
      { type: "missing", loc: ["body", "count"], msg: "Field required", input: { name: "n", kind: "a" } },
    ]);
  });

  it("gives the zod issues human messages for forms", () => {
    const result = body.safeParse({ name: "", kind: "a", inner: "x" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "String should have at least 1 character",
      MODEL_MSG,
    ]);
  });
});
