import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { erasureRequestSchema, listGdprRecordsQuerySchema } from "@/lib/schemas/gdpr";
import { LOYALTY_NO_SUBJECT_MESSAGE, loyaltyErasureQuerySchema } from "@/lib/schemas/loyalty-gdpr";
import { eraseSubjectData } from "@/lib/services/gdpr/erase-subject-data";
import { toFullGdprRecordDto, toLoyaltyErasureResult } from "@/lib/services/gdpr/gdpr-record-dto";
import { listGdprRecords } from "@/lib/services/gdpr/list-gdpr-records";

// POST /v2/loyalty/gdpr/erasure — erase a person's data from the merchant's loyalty members (or dry-run it)
export const POST = withApi(
  { auth: "merchant", query: loyaltyErasureQuerySchema, body: erasureRequestSchema, idempotent: true },
  async ({ query, body, merchantId, user }) => {
    const outcome = await eraseSubjectData({
      merchantId,
      requester: { userId: user.userId, role: user.role },
      covers: ["members"],
      query,
      input: body,
      noSubjectMessage: LOYALTY_NO_SUBJECT_MESSAGE,
    });
    return Response.json(toLoyaltyErasureResult(outcome));
  },
);

// GET /v2/loyalty/gdpr/erasure — the audit trail of erasure and export requests that reached members
export const GET = withApi(
  { auth: "merchant", query: listGdprRecordsQuerySchema },
  async ({ query, merchantId }) =>
    Response.json(
      await listGdprRecords({ merchantId, query, covering: "members", toDto: toFullGdprRecordDto }),
    ),
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["GET", "POST"]);
