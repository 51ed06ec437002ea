import type { JsonSchema, SchemaComponents } from "@/components/docs/json-schema";

type MediaTypes = Record<string, { schema?: JsonSchema }>;

export type OpenApiParameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
};

export type OpenApiResponse = { description?: string; content?: MediaTypes };

export type SecurityRequirement = Record<string, string[]>;

export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: SecurityRequirement[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; description?: string; content?: MediaTypes };
  responses?: Record<string, OpenApiResponse>;
};

export type SecurityScheme = {
  type: string;
  scheme?: string;
  bearerFormat?: string;
  description?: string;
  name?: string;
  in?: string;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
  tags?: { name: string; description?: string }[];
  components?: {
    schemas?: SchemaComponents;
    securitySchemes?: Record<string, SecurityScheme>;
    parameters?: Record<string, OpenApiParameter>;
  };
};

export type DocOperation = { anchor: string; method: string; path: string; operation: OpenApiOperation };

/** The lower-cased words a reader may search an operation by. */
export const searchTextOf = (entry: DocOperation) =>
  [
    entry.method,
    entry.path,
    entry.operation.summary,
    entry.operation.operationId,
    ...(entry.operation.tags ?? []),
  ]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();

export type TagGroup = { tag: string; anchor: string; description?: string; operations: DocOperation[] };

const HTTP_METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"];
const UNTAGGED = "Other";

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Shared parameters (`{"$ref":"#/components/parameters/IdempotencyKey"}`) replaced by what they refer to. */
function withSharedParameters(operation: OpenApiOperation, document: OpenApiDocument): OpenApiOperation {
  const parameters = operation.parameters ?? [];
  const refOf = (parameter: OpenApiParameter) => (parameter as { $ref?: string }).$ref;
  if (!parameters.some(refOf)) return operation;
  const shared = document.components?.parameters ?? {};
  const resolved = parameters.flatMap((parameter) => {
    const ref = refOf(parameter);
    if (!ref) return [parameter];
    const found = shared[ref.replace("#/components/parameters/", "")];
    return found ? [found] : [];
  });
  return { ...operation, parameters: resolved };
}

/** Operations in document order, grouped by their first tag (tags declared at the top keep their order). */
export function groupOperationsByTag(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const declared of document.tags ?? []) {
    groups.set(declared.name, {
      tag: declared.name,
      anchor: `tag-${slug(declared.name)}`,
      description: declared.description,
      operations: [],
    });
  }
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const group = groups.get(tag) ?? { tag, anchor: `tag-${slug(tag)}`, operations: [] };
      groups.set(tag, group);
      const anchor = `op-${slug(operation.operationId ?? `${method} ${path}`)}`;
      group.operations.push({ anchor, method, path, operation: withSharedParameters(operation, document) });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

function describeScheme(name: string, scheme: SecurityScheme | undefined): string {
  if (!scheme) return name;
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer") {
    const format = scheme.bearerFormat ? ` (${scheme.bearerFormat})` : "";
    return `Bearer token${format} in the Authorization header`;
  }
  if (scheme.type === "http") return `HTTP ${scheme.scheme ?? ""} authentication`.trim();
  if (scheme.type === "apiKey")
    return `API key in the ${scheme.in ?? ""} ${scheme.name ?? ""}`.replace(/\s+/g, " ").trim();
  return scheme.description ?? name;
}

/** What a caller must send, in words; an empty requirement list means the operation is public. */
export function describeAuth(operation: OpenApiOperation, document: OpenApiDocument): string {
  const requirements = operation.security ?? document.security ?? [];
  if (
    requirements.length === 0 ||
    requirements.some((requirement) => Object.keys(requirement).length === 0)
  ) {
    return "None — this operation is public";
  }
  const schemes = document.components?.securitySchemes ?? {};
  return requirements
    .map((requirement) =>
      Object.keys(requirement)
        .map((name) => describeScheme(name, schemes[name]))
        .join(" and "),
    )
    .join(", or ");
}
