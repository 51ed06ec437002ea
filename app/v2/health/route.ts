import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/errors";
import { META_OPERATIONS } from "@/lib/openapi/meta-operations";
import { checkHealth } from "@/lib/services/health/check-health";

// GET /v2/health — liveness and database readiness (200 ready, 503 not ready); no token
export const GET = withApi(META_OPERATIONS.getHealth, async () => {
  const report = await checkHealth();
  const isReady = report.database.ready;
  return Response.json(report, {
    status: isReady ? 200 : 503,
    headers: {
      "Cache-Control": "no-store",
      ...(!isReady && { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }),
    },
  });
});

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
