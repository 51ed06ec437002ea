import { exampleValue } from "@/components/docs/example-value";
import type { JsonSchema, SchemaComponents } from "@/components/docs/json-schema";
import { type DocOperation, describeAuth, type OpenApiDocument } from "@/components/docs/openapi";

export type CodeSamples = { curl: string; fetch: string };

const BASE_URL_VARIABLE = "BASE_URL";

/** A path with example values in its parameters: `{programId}` becomes an id of the right shape. */
function examplePath(entry: DocOperation, components: SchemaComponents): string {
  const parameters = entry.operation.parameters ?? [];
  let path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((each) => each.in === "path" && each.name === name);
    return encodeURIComponent(String(exampleValue(parameter?.schema, components, name)));
  });
  const required = parameters.filter((each) => each.in === "query" && each.required);
  if (required.length > 0) {
    const query = new URLSearchParams(
      required.map((each) => [each.name, String(exampleValue(each.schema, components, each.name))]),
    );
    path += `?${query}`;
  }
  return path;
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function bodyOf(entry: DocOperation, components: SchemaComponents) {
  const [mediaType, media] = Object.entries(entry.operation.requestBody?.content ?? {})[0] ?? [];
  if (!mediaType) return undefined;
  const value = exampleValue(media?.schema as JsonSchema | undefined, components);
  return { mediaType, fields: (value ?? {}) as Record<string, unknown> };
}

/**
 * curl and JavaScript (`fetch`) examples for one operation, generated from the OpenAPI document: the smallest
 * request that passes validation, with the token and base URL left as variables.
 */
export function codeSamples(entry: DocOperation, document: OpenApiDocument): CodeSamples {
  const components = document.components?.schemas ?? {};
  const method = entry.method.toUpperCase();
  const path = examplePath(entry, components);
  const needsToken = !describeAuth(entry.operation, document).startsWith("None");
  const body = bodyOf(entry, components);

  const curl = [`curl -X ${method} "$${BASE_URL_VARIABLE}${path}"`];
  const headers: string[] = [];
  let fetchBody: string | undefined;
  const preamble: string[] = [];
  const isApplePass = (entry.operation.security ?? []).some((requirement) => "ApplePass" in requirement);
  if (needsToken && isApplePass) {
    // The Wallet pass's own token (Apple's PassKit web service), not a user's.
    curl.push(`-H "Authorization: ApplePass $PASS_TOKEN"`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, as text
    headers.push("Authorization: `ApplePass ${passToken}`");
  } else if (needsToken) {
    curl.push(`-H "Authorization: Bearer $TOKEN"`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, as text
    headers.push("Authorization: `Bearer ${token}`");
  }
  if (body?.mediaType === "application/json") {
    const json = JSON.stringify(body.fields, null, 2);
    curl.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(body.fields))}`);
    headers.push(`"Content-Type": "application/json"`);
    fetchBody = `JSON.stringify(${json.replaceAll("\n", "\n  ")})`;
  } else if (body?.mediaType === "application/x-www-form-urlencoded") {
    const form = new URLSearchParams(Object.entries(body.fields).map(([key, value]) => [key, String(value)]));
    curl.push(`-d ${shellQuote(String(form))}`);
    fetchBody = `new URLSearchParams(${JSON.stringify(Object.fromEntries(form))})`;
  } else if (body?.mediaType === "multipart/form-data") {
    const [field = "file"] = Object.keys(body.fields);
    curl.push(`-F '${field}=@${field}.png'`);
    preamble.push("const formData = new FormData();", `formData.append("${field}", file); // a File or Blob`);
    fetchBody = "formData";
  }

  const options = [`method: "${method}"`];
  if (headers.length > 0) options.push(`headers: { ${headers.join(", ")} }`);
  if (fetchBody) options.push(`body: ${fetchBody}`);
  const fetchSample = [
    ...preamble,
    `const response = await fetch(\`\${baseUrl}${path}\`, {`,
    ...options.map((option) => `  ${option},`),
    "});",
    "const data = await response.json();",
  ].join("\n");
  return { curl: curl.join(" \\\n  "), fetch: fetchSample };
}
