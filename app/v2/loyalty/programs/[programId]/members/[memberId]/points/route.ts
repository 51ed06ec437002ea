import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_OPERATIONS } from "@/lib/openapi/member-operations";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { listPoints } from "@/lib/services/members/list-points";

// GET /v2/loyalty/programs/{programId}/members/{memberId}/points — the member's points ledger, newest first
export const GET = withApi(MEMBER_OPERATIONS.listMemberPoints, async ({ params, query, merchantId }) =>
  Response.json(await listPoints({ merchantId, ...params, query })),
);

// POST /v2/loyalty/programs/{programId}/members/{memberId}/points — a manual credit or debit
export const POST = withApi(
  MEMBER_OPERATIONS.adjustMemberPoints,
  async ({ params, body, merchantId, user }) =>
    Response.json(
      await adjustPoints({
        merchantId,
        ...params,
        userId: user.userId,
        appKeyId: user.appKey?.appKeyId ?? null,
        input: body,
      }),
      {
        status: 201,
      },
    ),
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
