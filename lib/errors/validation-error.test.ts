import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  sortValidationItems,
  type ToValidationItemsOptions,
  toValidationItems,
  type ValidationErrorItem,
} from "@/lib/errors/validation-error";
import { int, model, objectId, str } from "@/lib/schemas/fields";

function itemsOf(schema: z.ZodType, options: ToValidationItemsOptions): ValidationErrorItem[] {
  const result = schema.safeParse(options.input, { reportInput: true });
  if (result.success) throw new Error("expected the parse to fail");
  return toValidationItems(result.error, options);
}

const signup = model({
  name: str({ minLength: 1 }),
  company: model({ country: str({ minLength: 2, maxLength: 2 }) }),
});

describe("toValidationItems", () => {
  it("serializes items byte-for-byte like FastAPI: type, loc, msg, input, then ctx when there is one", () => {
    const [missing, tooShort] = itemsOf(signup, { source: "body", input: { company: { country: "D" } } });
    expect(JSON.stringify(missing)).toBe(
      '{"type":"missing","loc":["body","name"],"msg":"Field required","input":{"company":{"country":"D"}}}',
    );
    expect(JSON.stringify(tooShort)).toBe(
      '{"type":"string_too_short","loc":["body","company","country"],"msg":"String should have at least 2 characters","input":"D","ctx":{"min_length":2}}',
    );
  });

  it("echoes the nested enclosing object for a missing nested field", () => {
    expect(itemsOf(signup, { source: "body", input: { name: "n", company: {} } })).toEqual([
      { type: "missing", loc: ["body", "company", "country"], msg: "Field required", input: {} },
    ]);
  });

  it("reports an absent body as missing at ['body'] with input null", () => {
    expect(itemsOf(signup, { source: "body", input: undefined })).toEqual([
      { type: "missing", loc: ["body"], msg: "Field required", input: null },
    ]);
  });

  it("reports a non-object body at ['body']", () => {
    expect(itemsOf(signup, { source: "body", input: [1, 2] })).toEqual([
      {
        type: "model_attributes_type",
        loc: ["body"],
        msg: "Input should be a valid dictionary or object to extract fields from",
        input: [1, 2],
      },
    ]);
  });

  it("prefixes parameters with their source and echoes null for missing ones", () => {
    const query = model({ page: int({ ge: 1 }), programId: objectId() });
    expect(itemsOf(query, { source: "query", input: { page: "0" } })).toEqual([
      {
        type: "greater_than_equal",
        loc: ["query", "page"],
        msg: "Input should be greater than or equal to 1",
        input: "0",
        ctx: { ge: 1 },
      },
      { type: "missing", loc: ["query", "programId"], msg: "Field required", input: null },
    ]);
    expect(
      itemsOf(model({ templateId: objectId() }), { source: "path", input: { templateId: "x" } })[0]?.loc,
    ).toEqual(["path", "templateId"]);
    expect(itemsOf(model({ "x-merchant-id": str() }), { source: "header", input: {} })[0]).toEqual({
      type: "missing",
      loc: ["header", "x-merchant-id"],
      msg: "Field required",
      input: null,
    });
  });

  it("maps refinements to value_error with an empty error ctx", () => {
    const schema = model({ password: str(), confirm: str() }).refine((v) => v.password === v.confirm, {
      message: "passwords do not match",
      path: ["confirm"],
    });
    expect(itemsOf(schema, { source: "body", input: { password: "a", confirm: "b" } })).toEqual([
      {
        type: "value_error",
        loc: ["body", "confirm"],
        msg: "Value error, passwords do not match",
        input: "b",
        ctx: { error: {} },
      },
    ]);
  });

  it("maps native zod issues to their Pydantic equivalents", () => {
    const schema = z.object({
      title: z.string(),
      score: z.number(),
      tags: z.array(z.string()),
      code: z.string().min(2),
      slug: z.string().regex(/^[a-z]+$/),
      level: z.enum(["low", "high"]),
      count: z.number().max(3),
    });
    const input = { title: 1, score: "x", tags: "x", code: "a", slug: "A", level: "mid", count: 4 };
    expect(
      itemsOf(schema, { source: "body", input }).map(({ type, msg, ctx }) => ({ type, msg, ctx })),
    ).toEqual([
      { type: "string_type", msg: "Input should be a valid string", ctx: undefined },
      { type: "float_type", msg: "Input should be a valid number", ctx: undefined },
      { type: "list_type", msg: "Input should be a valid list", ctx: undefined },
      { type: "string_too_short", msg: "String should have at least 2 characters", ctx: { min_length: 2 } },
      {
        type: "string_pattern_mismatch",
        msg: "String should match pattern '^[a-z]+$'",
        ctx: { pattern: "^[a-z]+$" },
      },
      { type: "enum", msg: "Input should be 'low' or 'high'", ctx: { expected: "'low' or 'high'" } },
      { type: "less_than_equal", msg: "Input should be less than or equal to 3", ctx: { le: 3 } },
    ]);
    expect(itemsOf(z.object({ title: z.string() }), { source: "body", input: {} })[0]).toEqual({
      type: "missing",
      loc: ["body", "title"],
      msg: "Field required",
      input: {},
    });
  });

  it("reports each unknown key of a strict object as extra_forbidden", () => {
    expect(
      itemsOf(z.strictObject({ a: z.string() }), { source: "body", input: { a: "x", b: 1, c: 2 } }),
    ).toEqual([
      { type: "extra_forbidden", loc: ["body", "b"], msg: "Extra inputs are not permitted", input: 1 },
      { type: "extra_forbidden", loc: ["body", "c"], msg: "Extra inputs are not permitted", input: 2 },
    ]);
  });
});

describe("sortValidationItems", () => {
  const at = (source: string, name: string): ValidationErrorItem => ({
    type: "missing",
    loc: [source, name],
    msg: "Field required",
    input: null,
  });

  it("orders path, query, header, body and keeps each source's order", () => {
    const items = [
      at("body", "b1"),
      at("query", "q1"),
      at("header", "h1"),
      at("path", "p1"),
      at("body", "b2"),
      at("query", "q2"),
    ];
    expect(sortValidationItems(items).map((item) => item.loc.join("."))).toEqual([
      "path.p1",
      "query.q1",
      "query.q2",
      "header.h1",
      "body.b1",
      "body.b2",
    ]);
    expect(items[0]?.loc).toEqual(["body", "b1"]); // the input array is left alone
  });
});
