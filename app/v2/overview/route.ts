import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { OVERVIEW_OPERATIONS } from "@/lib/openapi/overview-operations";
import { getOverview } from "@/lib/services/overview/get-overview";

// GET /v2/overview — the merchant's numbers over the last days: members, scans, points, offers, gift cards, passes
export const GET = withApi(OVERVIEW_OPERATIONS.getOverview, async ({ query, merchantId }) =>
  Response.json(await getOverview({ merchantId, days: query.days, locationId: query.locationId })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
