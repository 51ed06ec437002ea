import * as z from "zod";

export type JsonSchema = Record<string, unknown>;

export type ToJsonSchemaOptions = {
  /** "input" describes request bodies/parameters (defaults make fields optional); "output" describes responses. */
  io: "input" | "output";
  /**
   * The name the schema gets under `components.schemas`. Only matters for self-referencing schemas
   * (recursion, `.meta({ id })`): their "#" and "#/$defs/…" refs are rewritten to point into the
   * component, because inside an OpenAPI document "#" is the document, not the schema.
   */
  componentName?: string;
};

const DEFS_REF_PREFIX = "#/$defs/";

const escapePointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

// z.date() has no JSON form of its own; the API serializes dates as ISO 8601 strings.
function describeDates(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  if (ctx.zodSchema._zod.def.type !== "date") return;
  ctx.jsonSchema.type = "string";
  ctx.jsonSchema.format = "date-time";
}

/** Points schema-relative refs ("#" and "#/$defs/…") at the component that holds the schema. */
function rewriteRefs(node: unknown, componentRef: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, componentRef));
  if (node === null || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => {
    if (key !== "$ref" || typeof value !== "string") return [key, rewriteRefs(value, componentRef)];
    if (value === "#") return [key, componentRef];
    const isDefsRef = value.startsWith(DEFS_REF_PREFIX);
    return [key, isDefsRef ? `${componentRef}/$defs/${value.slice(DEFS_REF_PREFIX.length)}` : value];
  });
  return Object.fromEntries(entries);
}

/**
 * JSON Schema 2020-12 of a zod schema, as an OpenAPI 3.1 Schema Object: the Pydantic field builders
 * of lib/schemas/fields describe themselves (bounds, formats, enums), wrappers add `default`,
 * nullability and `required`, and `.meta({ description, example })` is carried over.
 */
export function toJsonSchema(schema: z.ZodType, options: ToJsonSchemaOptions): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: options.io,
    unrepresentable: "any",
    override: describeDates,
  }) as JsonSchema;
  const { $schema: _dialect, ...rest } = generated;
  if (options.componentName === undefined) return rest;
  return rewriteRefs(rest, `#/components/schemas/${escapePointer(options.componentName)}`) as JsonSchema;
}
