import { type JsonSchema, resolveRef, type SchemaComponents } from "@/components/docs/json-schema";

const OBJECT_ID_EXAMPLE = "6650f1c2a9b8e4d3c2b1a0f9";

/** A plausible string for a field, from its format, pattern, name and bounds. */
function exampleString(schema: JsonSchema, name: string): string {
  if (schema.format === "email" || /email|username/i.test(name)) return "merchant@example.com";
  if (schema.format === "date-time" || /At$/.test(name)) return "2026-11-23T09:00:00Z";
  if (schema.format === "uri" || /website|url/i.test(name)) return "https://example.com/";
  if (schema.pattern?.includes("[0-9a-f]{24}")) return OBJECT_ID_EXAMPLE;
  if (schema.pattern?.startsWith("^pass")) return "pass.com.example.coffee";
  if (/password/i.test(name)) return "a-long-secret-passphrase";
  if (schema.minLength === 2 && schema.maxLength === 2) return "DE";
  if (/^\d+$/.test(String(schema.pattern ?? "")) || /code/i.test(name)) return "123456";
  const text = name ? name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() : "text";
  return text.length >= (schema.minLength ?? 0) ? text : text.padEnd(schema.minLength ?? 0, "x");
}

/**
 * An example value for a schema: `example`, `default`, the first enum value, or one built from the type. Objects
 * get their required properties only, so a sample shows the smallest request that works.
 */
export function exampleValue(
  schema: JsonSchema | undefined,
  components: SchemaComponents,
  name = "",
  depth = 0,
): unknown {
  const resolved = resolveRef(schema, components);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.default !== undefined && resolved.default !== null) return resolved.default;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum.find((value) => value !== null);
  const variant = (resolved.anyOf ?? resolved.oneOf)?.find(
    (option) => resolveRef(option, components).type !== "null",
  );
  if (variant) return exampleValue(variant, components, name, depth);
  const type = Array.isArray(resolved.type) ? resolved.type.find((each) => each !== "null") : resolved.type;
  switch (type) {
    case "string":
      return exampleString(resolved, name);
    case "integer":
      return resolved.minimum !== undefined && resolved.minimum > 1 ? resolved.minimum : 1;
    case "number":
      return resolved.minimum !== undefined && resolved.minimum > 10 ? resolved.minimum : 10;
    case "boolean":
      return true;
    case "array":
      return depth > 3 ? [] : [exampleValue(resolved.items, components, name, depth + 1)];
    default: {
      if (!resolved.properties || depth > 3) return {};
      const required = new Set(resolved.required ?? []);
      return Object.fromEntries(
        Object.entries(resolved.properties)
          .filter(([key]) => required.has(key))
          .map(([key, property]) => [key, exampleValue(property, components, key, depth + 1)]),
      );
    }
  }
}
