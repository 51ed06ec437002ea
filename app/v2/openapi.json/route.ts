import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { META_OPERATIONS } from "@/lib/openapi/meta-operations";

// GET /v2/openapi.json — the OpenAPI 3.1 document of this API
export const GET = withApi(META_OPERATIONS.getOpenApiDocument, async () =>
  Response.json(buildOpenApiDocument()),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
