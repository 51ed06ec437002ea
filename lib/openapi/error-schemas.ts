/** FastAPI's own error components, so generated clients of the original keep their types. */
export const ERROR_SCHEMAS = {
  ValidationError: {
    type: "object",
    title: "ValidationError",
    required: ["loc", "msg", "type"],
    properties: {
      loc: { type: "array", title: "Location", items: { anyOf: [{ type: "string" }, { type: "integer" }] } },
      msg: { type: "string", title: "Message" },
      type: { type: "string", title: "Error Type" },
      input: { title: "Input" },
      ctx: { type: "object", title: "Context" },
    },
  },
  HTTPValidationError: {
    type: "object",
    title: "HTTPValidationError",
    properties: {
      detail: { type: "array", title: "Detail", items: { $ref: "#/components/schemas/ValidationError" } },
    },
  },
  HTTPError: {
    type: "object",
    title: "HTTPError",
    required: ["detail"],
    properties: { detail: { type: "string", examples: ["Not Found"] } },
  },
  ServiceError: {
    type: "object",
    title: "ServiceError",
    description:
      "A business-rule violation. `code` is stable (UPPER_SNAKE_CASE); `message` is English, for logs.",
    required: ["detail"],
    properties: {
      detail: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string" },
          message: { type: "string" },
          nextScanAt: {
            type: "string",
            format: "date-time",
            description:
              "`SCAN_TOO_SOON` and `SCAN_DAILY_LIMIT` only: when the member's next scan is allowed (also as `Retry-After` seconds)",
          },
        },
      },
    },
  },
} as const;

const json = (ref: string) => ({ "application/json": { schema: { $ref: `#/components/schemas/${ref}` } } });

export const COMMON_RESPONSES = {
  401: {
    description:
      "Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer`",
    content: json("HTTPError"),
  },
  404: { description: "Not found", content: json("HTTPError") },
  413: { description: "Request body over the size limit (1 MiB for JSON)", content: json("HTTPError") },
  422: { description: "Validation Error", content: json("HTTPValidationError") },
  429: {
    description: "Too many requests; see `Retry-After` and `X-RateLimit-*`",
    content: json("HTTPError"),
  },
  503: {
    description:
      "Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back",
    content: json("HTTPError"),
  },
  500: {
    description: "Unexpected error; the `X-Request-Id` response header identifies it in the logs",
    content: json("HTTPError"),
  },
} as const;

export const serviceErrorResponse = (codes: string[]) => ({
  description: `Business-rule violation. Codes: ${codes.join(", ")}`,
  content: json("ServiceError"),
});
