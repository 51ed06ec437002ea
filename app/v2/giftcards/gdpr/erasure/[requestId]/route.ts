import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { toGdprRecordDto } from "@/lib/services/gdpr/gdpr-record-dto";
import { getGdprRecordOrThrow } from "@/lib/services/gdpr/get-gdpr-record";

// GET /v2/giftcards/gdpr/erasure/{requestId} — one audit record (no personal data)
export const GET = withApi(GIFT_CARD_OPERATIONS.getGdprRequest, async ({ params, merchantId }) =>
  Response.json(
    await getGdprRecordOrThrow({
      merchantId,
      requestId: params.requestId,
      covering: "giftCards",
      toDto: toGdprRecordDto,
    }),
  ),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
