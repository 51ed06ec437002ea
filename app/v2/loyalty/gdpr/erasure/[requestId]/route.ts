import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { LOYALTY_GDPR_OPERATIONS } from "@/lib/openapi/loyalty-gdpr-operations";
import { toFullGdprRecordDto } from "@/lib/services/gdpr/gdpr-record-dto";
import { getGdprRecordOrThrow } from "@/lib/services/gdpr/get-gdpr-record";

// GET /v2/loyalty/gdpr/erasure/{requestId} — one audit record that reached members (no personal data)
export const GET = withApi(LOYALTY_GDPR_OPERATIONS.getLoyaltyGdprRequest, async ({ params, merchantId }) =>
  Response.json(
    await getGdprRecordOrThrow({
      merchantId,
      requestId: params.requestId,
      covering: "members",
      toDto: toFullGdprRecordDto,
    }),
  ),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
