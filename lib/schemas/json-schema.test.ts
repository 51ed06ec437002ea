import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  bool,
  dateTime,
  email,
  enumOf,
  httpUrl,
  int,
  LINE_TEXT_PATTERN,
  list,
  model,
  NO_NUL_PATTERN,
  num,
  objectId,
  str,
  text,
} from "@/lib/schemas/fields";
import { toJsonSchema } from "@/lib/schemas/json-schema";

const input = (schema: z.ZodType) => toJsonSchema(schema, { io: "input" });
const output = (schema: z.ZodType) => toJsonSchema(schema, { io: "output" });

describe("toJsonSchema of field builders", () => {
  it.each([
    ["str", str(), { type: "string", pattern: NO_NUL_PATTERN }],
    [
      "bounded str",
      str({ minLength: 1, maxLength: 200 }),
      { type: "string", minLength: 1, maxLength: 200, pattern: NO_NUL_PATTERN },
    ],
    [
      "str pattern",
      str({ pattern: "^pass\\..*" }),
      { type: "string", pattern: "^pass\\..*", allOf: [{ pattern: NO_NUL_PATTERN }] },
    ],
    ["text", text({ maxLength: 9 }), { type: "string", maxLength: 9, pattern: LINE_TEXT_PATTERN }],
    ["int", int({ ge: 0, le: 365 }), { type: "integer", minimum: 0, maximum: 365 }],
    ["num", num({ ge: 0.01 }), { type: "number", minimum: 0.01 }],
    ["bool", bool(), { type: "boolean" }],
    ["email", email(), { type: "string", format: "email" }],
    ["httpUrl", httpUrl(), { type: "string", format: "uri", minLength: 1, maxLength: 2083 }],
    ["dateTime", dateTime(), { type: "string", format: "date-time" }],
    ["enumOf", enumOf(["loyalty", "giftcard"]), { type: "string", enum: ["loyalty", "giftcard"] }],
    ["objectId", objectId(), { type: "string", pattern: "^[0-9a-f]{24}$" }],
  ])("describes %s", (_name, schema, expected) => {
    expect(input(schema)).toEqual(expected);
    expect(output(schema)).toEqual(expected);
  });

  it("adds default, nullability and metadata", () => {
    expect(input(int({ ge: 0 }).default(30))).toEqual({ type: "integer", minimum: 0, default: 30 });
    expect(input(str().nullable())).toEqual({
      anyOf: [{ type: "string", pattern: NO_NUL_PATTERN }, { type: "null" }],
    });
    expect(input(str({ maxLength: 5 }).nullish())).toEqual({
      anyOf: [{ type: "string", maxLength: 5, pattern: NO_NUL_PATTERN }, { type: "null" }],
    });
    expect(input(str().meta({ description: "Shown on the pass", example: "Coffee Club" }))).toEqual({
      type: "string",
      pattern: NO_NUL_PATTERN,
      description: "Shown on the pass",
      example: "Coffee Club",
    });
  });
});

describe("toJsonSchema of models", () => {
  const customField = model({
    name: str({ minLength: 1 }),
    type: enumOf(["text", "email"]).default("text"),
  });
  const program = model({
    name: str({ minLength: 1, maxLength: 200 }),
    website: httpUrl().nullish(),
    retention_period_days: int({ ge: 0, le: 365 }).default(30),
    customFields: list(customField, { maxLength: 50 }).default([]),
  });

  it("lists only fields without a default or optional wrapper as required, for request bodies", () => {
    expect(input(program)).toEqual({
      type: "object",
      properties: {
        name: { type: "string", minLength: 1, maxLength: 200, pattern: NO_NUL_PATTERN },
        website: {
          anyOf: [{ type: "string", format: "uri", minLength: 1, maxLength: 2083 }, { type: "null" }],
        },
        retention_period_days: { type: "integer", minimum: 0, maximum: 365, default: 30 },
        customFields: {
          type: "array",
          maxItems: 50,
          default: [],
          items: {
            type: "object",
            properties: {
              name: { type: "string", minLength: 1, pattern: NO_NUL_PATTERN },
              type: { type: "string", enum: ["text", "email"], default: "text" },
            },
            required: ["name"],
          },
        },
      },
      required: ["name"],
    });
  });

  it("treats defaulted fields as always present in responses", () => {
    const schema = output(program);
    expect(schema.required).toEqual(["name", "retention_period_days", "customFields"]);
    expect(schema.$schema).toBeUndefined();
  });

  it("follows pick, partial and extend", () => {
    const picked = input(program.pick({ name: true }).extend({ email: email() }));
    expect(picked.required).toEqual(["name", "email"]);
    expect(Object.keys(picked.properties as object)).toEqual(["name", "email"]);
    expect(input(program.partial()).required).toBeUndefined();
  });

  it("describes plain zod dates in responses as date-time strings", () => {
    expect(output(z.object({ completedAt: z.date() }))).toEqual({
      type: "object",
      properties: { completedAt: { type: "string", format: "date-time" } },
      required: ["completedAt"],
      additionalProperties: false,
    });
  });

  it("points $defs references into the named component", () => {
    const address = model({ city: str() }).meta({ id: "Address" });
    const person = model({ home: address, work: address.optional() });
    const schema = toJsonSchema(person, { io: "input", componentName: "Person" });
    expect(schema.properties).toEqual({
      home: { $ref: "#/components/schemas/Person/$defs/Address" },
      work: { $ref: "#/components/schemas/Person/$defs/Address" },
    });
    expect(schema.$defs).toEqual({
      Address: {
        type: "object",
        properties: { city: { type: "string", pattern: NO_NUL_PATTERN } },
        required: ["city"],
      },
    });
  });
});
