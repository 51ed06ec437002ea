import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { LOYALTY_GDPR_OPERATIONS } from "@/lib/openapi/loyalty-gdpr-operations";
import { LOYALTY_NO_SUBJECT_MESSAGE } from "@/lib/schemas/loyalty-gdpr";
import { eraseSubjectData } from "@/lib/services/gdpr/erase-subject-data";
import { toFullGdprRecordDto, toLoyaltyErasureResult } from "@/lib/services/gdpr/gdpr-record-dto";
import { listGdprRecords } from "@/lib/services/gdpr/list-gdpr-records";

// POST /v2/loyalty/gdpr/erasure — erase a person's data from the merchant's loyalty members (or dry-run it)
export const POST = withApi(
  LOYALTY_GDPR_OPERATIONS.eraseLoyaltyMember,
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
export const GET = withApi(LOYALTY_GDPR_OPERATIONS.listLoyaltyGdprRequests, async ({ query, merchantId }) =>
  Response.json(
    await listGdprRecords({ merchantId, query, covering: "members", toDto: toFullGdprRecordDto }),
  ),
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
