import { defineOperations } from "@/lib/openapi/operation";
import { healthResponseSchema } from "@/lib/schemas/health";

/** The document itself and the health check. */
export const META_OPERATIONS = defineOperations({
  getOpenApiDocument: {
    method: "get",
    path: "/v2/openapi.json",
    summary: "This OpenAPI document",
    tags: ["Meta"],
    auth: "none",
    success: {
      status: 200,
      description: "OpenAPI 3.1 document",
      otherMediaTypes: {
        "application/json": {
          type: "object",
          required: ["openapi", "info", "paths"],
          description: "This document",
        },
      },
    },
    usesDatabase: false,
  },
  getHealth: {
    method: "get",
    path: "/v2/health",
    summary: "Liveness and database readiness",
    description:
      "No token. 200 when the database answers a ping, with its latency; 503 (same body, `ready: false`, `Retry-After`) when it does not. Any answer at all means the process is alive.",
    tags: ["Meta"],
    auth: "none",
    success: { status: 200, description: "Alive and ready", schema: healthResponseSchema, name: "Health" },
    unavailableWithSuccessBody: true,
  },
});
