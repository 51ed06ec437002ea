import { COMMON_RESPONSES, ERROR_SCHEMAS, serviceErrorResponse } from "@/lib/openapi/error-schemas";
import { OPERATIONS, type Operation } from "@/lib/openapi/operations";
import { toJsonSchema } from "@/lib/schemas/json-schema";
import { SIGNUP_ERROR_CODES } from "@/lib/schemas/signup";

export const API_VERSION = "1.0.1";

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

const DESCRIPTION = `REST API of LoyaltyPass: loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes.

Authenticate with \`POST /v2/token\` and send \`Authorization: Bearer <accessToken>\`. Every response carries \`X-Request-Id\` (a client may send its own: 1–128 characters of \`A-Za-z0-9._-\`, echoed back).

Decisions where the published contract is silent:
- Another merchant's resource answers 404, exactly like a missing one.
- \`POST /v2/programs\` answers 201 with the stored program, including \`id\`, \`merchantId\`, \`createdAt\`, \`updatedAt\`.
- \`PUT /v2/loyalty/programs/{programId}\` is a partial update.
- List endpoints answer \`{items, total, page, limit, offset}\`; \`limit\` defaults to 250 (at most 1000).
- JSON bodies are limited to 1 MiB (413 beyond, checked before reading) and 64 levels of nesting (422 \`json_invalid\` beyond).
- Support staff users act for one merchant per request, named in the \`X-Merchant-Id\` header.
- Rate-limited routes send \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds until the window resets); a 429 adds \`Retry-After\`. The client address is the connection's peer; \`X-Forwarded-For\` counts only behind configured trusted proxies (TRUST_PROXY_HOPS).
- Signup error codes (400): ${Object.keys(SIGNUP_ERROR_CODES).join(", ")}.
- Unknown /v2 paths answer 404 \`{"detail":"Not Found"}\`; unsupported methods 405 \`{"detail":"Method Not Allowed"}\` with \`Allow\`.`;

function parametersOf(operation: Operation) {
  const parameters: Record<string, unknown>[] = [];
  const add = (location: "path" | "query", schema: Operation["params"]) => {
    if (!schema) return;
    const json = toJsonSchema(schema, { io: "input" }) as JsonSchema;
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const required = location === "path" || (json.required ?? []).includes(name);
      parameters.push({ name, in: location, required, schema: property });
    }
  };
  add("path", operation.params);
  add("query", operation.query);
  if (operation.auth === "merchant") {
    parameters.push({
      name: "X-Merchant-Id",
      in: "header",
      required: false,
      description:
        "Support staff only: the merchant to act for (24 hex characters). Ignored for merchant users.",
      schema: { type: "string", pattern: "^[0-9a-f]{24}$" },
    });
  }
  return parameters;
}

function responsesOf(operation: Operation, schemas: Record<string, unknown>) {
  const { success } = operation;
  const content =
    success.schema && success.name
      ? { "application/json": { schema: { $ref: `#/components/schemas/${success.name}` } } }
      : undefined;
  if (success.schema && success.name) schemas[success.name] = toJsonSchema(success.schema, { io: "output" });
  const responses: Record<string, unknown> = {
    [success.status]: { description: success.description, ...(content && { content }) },
  };
  if (operation.auth !== "none") responses[401] = COMMON_RESPONSES[401];
  if (operation.params || operation.query || operation.body || operation.auth === "merchant")
    responses[422] = COMMON_RESPONSES[422];
  if (operation.body) responses[413] = COMMON_RESPONSES[413];
  if (operation.alternateSuccess) {
    responses[operation.alternateSuccess.status] = {
      description: operation.alternateSuccess.description,
      ...(content && { content }),
    };
  }
  if (operation.serviceErrorCodes)
    responses[operation.serviceErrorStatus ?? 400] = serviceErrorResponse(operation.serviceErrorCodes);
  if (operation.rateLimit)
    responses[429] = {
      ...COMMON_RESPONSES[429],
      description: `Rate limited (${operation.rateLimit}); see \`Retry-After\``,
    };
  for (const [status, description] of Object.entries(operation.errors ?? {})) {
    const base =
      status in COMMON_RESPONSES
        ? COMMON_RESPONSES[Number(status) as keyof typeof COMMON_RESPONSES]
        : COMMON_RESPONSES[404];
    responses[status] = { ...base, description };
  }
  responses[500] = COMMON_RESPONSES[500];
  return responses;
}

function operationObject(operation: Operation, schemas: Record<string, unknown>) {
  const object: Record<string, unknown> = {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    tags: operation.tags,
    security: operation.auth === "none" ? [] : [{ HTTPBearer: [] }],
    parameters: parametersOf(operation),
  };
  if (operation.body) {
    schemas[operation.body.name] = toJsonSchema(operation.body.schema, { io: "input" });
    const mediaType = operation.body.mediaType ?? "application/json";
    object.requestBody = {
      required: true,
      content: { [mediaType]: { schema: { $ref: `#/components/schemas/${operation.body.name}` } } },
    };
  }
  object.responses = responsesOf(operation, schemas);
  return object;
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the handlers validate with. */
export function buildOpenApiDocument(operations: Operation[] = OPERATIONS) {
  const schemas: Record<string, unknown> = { ...ERROR_SCHEMAS };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    (paths[operation.path] as Record<string, unknown>)[operation.method] = operationObject(
      operation,
      schemas,
    );
  }
  return {
    openapi: "3.1.0",
    info: { title: "LoyaltyPass API", version: API_VERSION, description: DESCRIPTION },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas,
      securitySchemes: { HTTPBearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
