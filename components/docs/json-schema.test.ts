import { describe, expect, it } from "vitest";
import { type JsonSchema, resolveRef, schemaRows, summarizeSchema } from "@/components/docs/json-schema";

const components: Record<string, JsonSchema> = {
  CustomField: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", minLength: 1, maxLength: 100 },
      type: { type: "string", enum: ["text", "date"], default: "text" },
    },
  },
  Program: {
    type: "object",
    required: ["passTypeIdentifier"],
    properties: {
      passTypeIdentifier: { type: "string", pattern: "^pass\\..*", maxLength: 255 },
      website: { anyOf: [{ type: "string", format: "uri", maxLength: 2083 }, { type: "null" }] },
      dynamicScanPoints: { type: ["boolean", "null"] },
      retention_period_days: { type: "integer", minimum: 0, maximum: 365, default: 30 },
      customFields: {
        type: "array",
        maxItems: 50,
        default: [],
        items: { $ref: "#/components/schemas/CustomField" },
      },
      requiredFields: { type: "array", items: { type: "string" } },
    },
  },
  Alias: { $ref: "#/components/schemas/Program" },
};

describe("resolveRef", () => {
  it("follows chains of references", () => {
    expect(resolveRef({ $ref: "#/components/schemas/Alias" }, components).required).toEqual([
      "passTypeIdentifier",
    ]);
  });

  it("keeps the name of a reference it cannot resolve", () => {
    expect(resolveRef({ $ref: "#/components/schemas/Missing" }, components).type).toBe("Missing");
  });
});

describe("summarizeSchema", () => {
  it("unwraps nullable anyOf and lists the limits", () => {
    expect(summarizeSchema(components.Program?.properties?.website, components)).toEqual({
      type: "string",
      isNullable: true,
      constraints: ["format: uri", "max length: 2083"],
      description: undefined,
    });
  });

  it("reads type lists, ranges and defaults", () => {
    expect(summarizeSchema({ type: ["boolean", "null"] }, components)).toMatchObject({
      type: "boolean",
      isNullable: true,
    });
    expect(
      summarizeSchema(components.Program?.properties?.retention_period_days, components).constraints,
    ).toEqual(["minimum: 0", "maximum: 365", "default: 30"]);
  });

  it("names arrays by their items", () => {
    const summary = summarizeSchema(components.Program?.properties?.customFields, components);
    expect(summary.type).toBe("array of CustomField");
    expect(summary.constraints).toEqual(["max items: 50", "default: []"]);
    expect(summary.nested?.isArray).toBe(true);
  });
});

describe("schemaRows", () => {
  it("lists properties with nested array items indented", () => {
    const rows = schemaRows({ $ref: "#/components/schemas/Program" }, components);
    expect(rows.map((row) => [row.name, row.depth, row.isRequired])).toEqual([
      ["passTypeIdentifier", 0, true],
      ["website", 0, false],
      ["dynamicScanPoints", 0, false],
      ["retention_period_days", 0, false],
      ["customFields", 0, false],
      ["customFields[].name", 1, true],
      ["customFields[].type", 1, false],
      ["requiredFields", 0, false],
    ]);
    expect(rows.find((row) => row.name === "customFields[].type")?.constraints).toEqual([
      "one of: text, date",
      "default: text",
    ]);
    expect(rows.find((row) => row.name === "requiredFields")?.type).toBe("array of string");
  });
});
