/** The parts of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that the reference renders. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  additionalProperties?: boolean | JsonSchema;
  [key: string]: unknown;
};

export type SchemaComponents = Record<string, JsonSchema>;

/** A schema boiled down for a reader: its type, whether null is allowed, and its limits. */
export type SchemaSummary = {
  type: string;
  isNullable: boolean;
  constraints: string[];
  description?: string;
  /** The object whose properties should be listed below this one (directly or as array items). */
  nested?: { schema: JsonSchema; isArray: boolean };
};

export type SchemaRow = {
  name: string;
  depth: number;
  isRequired: boolean;
} & Omit<SchemaSummary, "nested">;

const REF_PREFIX = "#/components/schemas/";
const MAX_REF_HOPS = 20;
const MAX_DEPTH = 4;

export const refName = (schema: JsonSchema | undefined) =>
  schema?.$ref?.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : undefined;

/** Follows `$ref`s into `components.schemas`; keys written next to a `$ref` (e.g. a description) win. */
export function resolveRef(schema: JsonSchema | undefined, components: SchemaComponents): JsonSchema {
  let current: JsonSchema = schema ?? {};
  for (let hop = 0; hop < MAX_REF_HOPS && current.$ref; hop++) {
    const { $ref, ...siblings } = current;
    const name = refName({ $ref });
    const target = name ? components[name] : undefined;
    if (!target) return { ...siblings, type: name ?? $ref };
    current = { ...target, ...siblings };
  }
  return current;
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function constraintsOf(schema: JsonSchema): string[] {
  const list: string[] = [];
  const add = (condition: boolean, text: () => string) => {
    if (condition) list.push(text());
  };
  add(schema.format !== undefined, () => `format: ${schema.format}`);
  add(schema.minLength !== undefined, () => `min length: ${schema.minLength}`);
  add(schema.maxLength !== undefined, () => `max length: ${schema.maxLength}`);
  add(schema.pattern !== undefined, () => `pattern: ${schema.pattern}`);
  add(schema.minimum !== undefined, () => `minimum: ${schema.minimum}`);
  add(schema.exclusiveMinimum !== undefined, () => `greater than: ${schema.exclusiveMinimum}`);
  add(schema.maximum !== undefined, () => `maximum: ${schema.maximum}`);
  add(schema.exclusiveMaximum !== undefined, () => `less than: ${schema.exclusiveMaximum}`);
  add(schema.minItems !== undefined, () => `min items: ${schema.minItems}`);
  add(schema.maxItems !== undefined, () => `max items: ${schema.maxItems}`);
  add(schema.uniqueItems === true, () => "unique items");
  add(Array.isArray(schema.enum), () => `one of: ${(schema.enum ?? []).map(show).join(", ")}`);
  add(schema.const !== undefined, () => `always: ${show(schema.const)}`);
  add(schema.default !== undefined, () => `default: ${show(schema.default)}`);
  return list;
}

function summarizeVariants(
  schema: JsonSchema,
  variants: JsonSchema[],
  components: SchemaComponents,
): SchemaSummary {
  const resolved = variants.map((variant) => ({ variant, schema: resolveRef(variant, components) }));
  const isNullable = resolved.some(({ schema: variant }) => variant.type === "null");
  const others = resolved.filter(({ schema: variant }) => variant.type !== "null");
  const own = constraintsOf(schema);
  if (others.length === 1 && others[0]) {
    const inner = summarizeSchema(others[0].variant, components);
    return {
      ...inner,
      isNullable: isNullable || inner.isNullable,
      constraints: [...inner.constraints, ...own],
      description: schema.description ?? inner.description,
    };
  }
  const types = others.map(({ variant }) => summarizeSchema(variant, components).type);
  return { type: types.join(" or "), isNullable, constraints: own, description: schema.description };
}

/** Type label, nullability and limits of one schema, with `$ref`, `anyOf` and type lists resolved. */
export function summarizeSchema(schema: JsonSchema | undefined, components: SchemaComponents): SchemaSummary {
  const name = refName(schema);
  const resolved = resolveRef(schema, components);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) return summarizeVariants(resolved, variants, components);
  if (resolved.allOf?.length === 1)
    return summarizeSchema({ ...resolved, allOf: undefined, ...resolved.allOf[0] }, components);

  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  const isNullable = types.includes("null");
  const mainTypes = types.filter((type) => type !== "null");
  const constraints = constraintsOf(resolved);
  const base = { isNullable, constraints, description: resolved.description };

  if (mainTypes.includes("array")) {
    const items = summarizeSchema(resolved.items, components);
    const nested =
      items.nested && !items.nested.isArray ? { schema: items.nested.schema, isArray: true } : undefined;
    return { ...base, type: `array of ${items.type}`, nested };
  }
  if (resolved.properties) {
    return {
      ...base,
      type: name ?? resolved.title ?? "object",
      nested: { schema: resolved, isArray: false },
    };
  }
  const label =
    mainTypes.join(" or ") || name || (resolved.const !== undefined ? typeof resolved.const : "any");
  return { ...base, type: label };
}

/** Every property of an object schema as table rows, nested objects indented below their parent. */
export function schemaRows(
  schema: JsonSchema | undefined,
  components: SchemaComponents,
  prefix = "",
  depth = 0,
): SchemaRow[] {
  const resolved = resolveRef(schema, components);
  const required = new Set(resolved.required ?? []);
  return Object.entries(resolved.properties ?? {}).flatMap(([key, property]) => {
    const { nested, ...summary } = summarizeSchema(property, components);
    const name = `${prefix}${key}`;
    const row: SchemaRow = { ...summary, name, depth, isRequired: required.has(key) };
    if (!nested || depth + 1 >= MAX_DEPTH) return [row];
    const childPrefix = `${name}${nested.isArray ? "[]" : ""}.`;
    return [row, ...schemaRows(nested.schema, components, childPrefix, depth + 1)];
  });
}
