import { rolesFor } from "@/lib/api/operation-roles";
import { ALLOWED_TEMPLATES_RULE } from "@/lib/openapi/app-key-operations";
import { ERROR_SCHEMAS } from "@/lib/openapi/error-schemas";
import type { Operation } from "@/lib/openapi/operation";
import { OPERATIONS } from "@/lib/openapi/operations";
import { METHOD_NOT_ALLOWED_RESPONSE, RESPONSE_HEADERS, responsesOf } from "@/lib/openapi/responses";
import { webhookEventsSection } from "@/lib/openapi/webhook-events";
import { toJsonSchema } from "@/lib/schemas/json-schema";
import { SIGNUP_ERROR_CODES } from "@/lib/schemas/signup";

export const API_VERSION = "1.0.1";

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

const DESCRIPTION = `REST API of LoyaltyPass: loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes.

Authenticate with \`POST /v2/token\` and send \`Authorization: Bearer <accessToken>\`. Partners use an app key instead of a password: the merchant creates one with \`POST /v2/appkeys\` (or in the dashboard's settings) and the partner sends \`Authorization: Bearer lp_live_…\`. Every response carries \`X-Request-Id\` (a client may send its own: 1–128 characters of \`A-Za-z0-9._-\`, echoed back).

Decisions where the published contract is silent:
- Another merchant's resource answers 404, exactly like a missing one.
- \`POST /v2/programs\` answers 201 with the stored program, including \`id\`, \`merchantId\`, \`createdAt\`, \`updatedAt\`.
- \`PUT /v2/loyalty/programs/{programId}\` is a partial update.
- List endpoints answer \`{items, total, page, limit, offset}\`; \`limit\` defaults to 250 (at most 1000).
- JSON bodies are limited to 1 MiB (413 beyond, checked before reading) and 64 levels of nesting (422 \`json_invalid\` beyond).
- Support staff users act for one merchant per request, named in the \`X-Merchant-Id\` header.
- Rate-limited routes send \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds until the window resets); a 429 adds \`Retry-After\`. The client address is the connection's peer; \`X-Forwarded-For\` counts only behind configured trusted proxies (TRUST_PROXY_HOPS).
- Signup error codes (400): ${Object.keys(SIGNUP_ERROR_CODES).join(", ")}.
- Unknown /v2 paths answer 404 \`{"detail":"Not Found"}\`. A method a path does not serve — HEAD and OPTIONS included, and methods such as TRACE — answers 405 \`{"detail":"Method Not Allowed"}\` with \`Allow\` naming exactly the methods it serves (\`components.responses.MethodNotAllowed\`).
- Support staff naming a merchant that does not exist in \`X-Merchant-Id\` get 404 \`MERCHANT_NOT_FOUND\`; without the header, 400 \`MERCHANT_SCOPE_REQUIRED\`.
- Writes authenticated by the dashboard's session cookie must come from its own origin (403 otherwise).
- \`POST /v2/token\` limits failed sign-ins (429 with \`Retry-After\`).
- While the database is unreachable, operations answer 503 within 2 s with \`Retry-After\`; \`GET /v2/health\` reports liveness and database readiness.
- Integer query parameters have documented maximums (422 above them).
- Webhooks (\`/v2/webhooks\`): the events the service sends are in the \`webhooks\` section; each delivery is signed by Standard Webhooks (see the README for verifying one).
- App keys act as their merchant within their limits: \`fullAccess: false\` is read-only (403 \`APP_KEY_READ_ONLY\`), ${ALLOWED_TEMPLATES_RULE} App keys cannot manage app keys or the account (403 \`APP_KEY_NOT_ALLOWED\`). A revoked or expired key answers 401.
- Creating POSTs accept \`Idempotency-Key\` (1–255 characters, \`components.parameters.IdempotencyKey\`): the same key with the same request within 24 hours answers the first answer again (status and body, with \`Idempotent-Replayed: true\`) without doing the work twice, also when both arrive at once (the second waits up to 5 s for the first, else 409 \`IDEMPOTENCY_KEY_IN_USE\` with \`Retry-After\`); a JSON body is compared by its parsed value (key order, whitespace and escapes do not matter; any other body byte for byte), and the same key with another method, path, query or body answers 422 (\`idempotency_key_reused\` at \`["header","idempotency-key"]\`). Keys are per merchant; an answer of 500 or more, or a failure, frees the key for a retry.`;

/** The header every creating POST accepts, referenced from each such operation. */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

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
  if (operation.idempotent) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
  if (operation.auth === "merchant") {
    parameters.push({
      name: "X-Merchant-Id",
      in: "header",
      required: false,
      description:
        'Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member\'s.',
      schema: { type: "string", pattern: "^[0-9a-f]{24}$" },
    });
  }
  return parameters;
}

function securityOf(operation: Operation) {
  if (operation.auth !== "none") return [{ HTTPBearer: [] }];
  return operation.applePassAuth ? [{ ApplePass: [] }] : [];
}

/** The counter's operations, where a cashier bound to locations works at those only (`counterLocationOf`). */
const COUNTER_OPERATIONS = new Set(["scanMember", "redeemOffer", "redeemGiftCard"]);
const COUNTER_SENTENCE =
  " A cashier bound to locations works at those only: another `locationId` answers 403 `LOCATION_NOT_ALLOWED`; with one location, none named means that one.";

/** Who in a merchant's team may call it (lib/api/operation-roles.ts), as a sentence and as `x-roles`. */
function rolesOf(operation: Operation) {
  if (operation.auth === "none") return {};
  const roles = rolesFor(operation.operationId);
  const sentence = `Roles: ${roles.join(", ")} (others answer 403 \`ROLE_NOT_ALLOWED\`; support staff act for any merchant).${COUNTER_OPERATIONS.has(operation.operationId) ? COUNTER_SENTENCE : ""}`;
  return {
    description: [operation.description, sentence].filter(Boolean).join("\n\n"),
    "x-roles": [...roles],
  };
}

function operationObject(operation: Operation, schemas: Record<string, unknown>) {
  const object: Record<string, unknown> = {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    ...rolesOf(operation),
    tags: operation.tags,
    security: securityOf(operation),
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
    webhooks: webhookEventsSection(schemas),
    components: {
      schemas,
      headers: RESPONSE_HEADERS,
      responses: { MethodNotAllowed: METHOD_NOT_ALLOWED_RESPONSE },
      parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
      securitySchemes: {
        HTTPBearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "An access token from `POST /v2/token`, or an app key (`lp_live_…`) from `POST /v2/appkeys`",
        },
        ApplePass: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description:
            "`ApplePass <authenticationToken>`: the token in the Wallet pass's `pass.json`, sent by the device (PassKit web service)",
        },
      },
    },
  };
}
