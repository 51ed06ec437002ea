import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROGRAM_OPERATIONS } from "@/lib/openapi/program-operations";
import { listPrograms } from "@/lib/services/programs/list-programs";

// GET /v2/loyalty/programs — the merchant's programs, newest first, paginated
export const GET = withApi(PROGRAM_OPERATIONS.listPrograms, async ({ query, merchantId, appKeyScope }) =>
  Response.json(await listPrograms({ merchantId, query, onlyIds: appKeyScope?.programIds })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
