import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { gdprRecordParamsSchema } from "@/lib/schemas/gdpr";
import { toGdprRecordDto } from "@/lib/services/gdpr/gdpr-record-dto";
import { getGdprRecordOrThrow } from "@/lib/services/gdpr/get-gdpr-record";

// GET /v2/giftcards/gdpr/erasure/{requestId} — one audit record (no personal data)
export const GET = withApi(
  { auth: "merchant", params: gdprRecordParamsSchema },
  async ({ params, merchantId }) =>
    Response.json(
      await getGdprRecordOrThrow({
        merchantId,
        requestId: params.requestId,
        covering: "giftCards",
        toDto: toGdprRecordDto,
      }),
    ),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["GET"]);
